import { BrowserRouter } from "react-router";
import { Providers } from "./providers.tsx";
import { AppRoutes } from "./routes.tsx";

/** Everything under the router: the browser (App) and the build's prerender (prerender.tsx) share it. */
export function AppContent() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppContent />
    </BrowserRouter>
  );
}
