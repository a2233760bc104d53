/** The notification toggles' labels: Settings → Notifications and Profile → Notification Preferences. */
export const NOTIFICATION_LABELS = {
  email_notifications: "Email notifications",
  sms_notifications: "SMS notifications",
  push_notifications: "Push notifications",
  daily_reports: "Daily reports",
  weekly_reports: "Weekly reports",
  security_alerts: "Security alerts",
  system_updates: "System updates",
};
