// Web tests render screens without the signed-in app around them: give them the back office's
// messages as the signed-in app does when it loads (lib/back-office-messages.ts).
import "../lib/back-office-messages.ts";
