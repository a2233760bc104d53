/** Public landing page. */
export const landingText = {
  landing: {
    careers: "Careers",
    signIn: "Sign In",
    dashboard: "Dashboard",
    home: "Home",
    heroTitle: "Run every store from one back office",
    heroPicture:
      "The StoreOps dashboard: income, stores, staff and the purchases and expenses waiting for approval",
    heroText:
      "Purchases, expenses, daily income, staff, payroll and reports for coffee shops, retail stores and real estate — in one place, with the numbers your team can trust.",
    getStarted: "Sign in to get started",
    openDashboard: "Open your dashboard",
    seeCareers: "See open positions",
    roles: "Five roles — Admin, CEO, Accounting, Store Manager and Staff — each see exactly what they need.",
    toolsTitle: "Tools for every part of the business",
    tools: {
      operations: {
        title: "Operations",
        text: "Your dashboard: income, purchases, expenses and approvals at a glance.",
      },
      reports: {
        title: "Reports",
        text: "Financial reports per store and industry, exportable for your accountant.",
      },
      staff: { title: "Staff", text: "People, wages, time and attendance across all locations." },
      stores: { title: "Stores", text: "Every location with its manager, targets and performance." },
    },
    solutionsTitle: "Built for businesses like yours",
    solutions: {
      coffee: {
        title: "Coffee shops",
        text: "Track daily takings by cash and card, supplier invoices and shift hours for every café.",
      },
      retail: {
        title: "Retail stores",
        text: "Approve purchases, control store expenses and compare stores against their monthly targets.",
      },
      realEstate: {
        title: "Real estate",
        text: "Keep property expenses, vendors and income per location together with a full audit trail.",
      },
    },
    footer: "StoreOps — multi-store back office.",
  },
} as const;
