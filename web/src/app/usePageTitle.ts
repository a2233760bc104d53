import { PUBLIC_ROUTES, routeFor } from "@storeops/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

type PublicPath = (typeof PUBLIC_ROUTES)[number];

/** i18n keys naming the public pages; the home page carries the product name alone. */
const PUBLIC_TITLES = {
  "/": null,
  "/login": "login.title",
  "/careers": "careers.title",
  "/kiosk": "app.kioskTitle",
} as const satisfies Record<PublicPath, string | null>;

const isPublicPath = (path: string): path is PublicPath =>
  (PUBLIC_ROUTES as readonly string[]).includes(path);

/** i18n key of a page's name: the route table's menu label, a public page's title, or not found. */
export function pageTitleKey(pathname: string): string | null {
  const route = routeFor(pathname);
  if (route) return route.label;
  if (isPublicPath(pathname)) return PUBLIC_TITLES[pathname];
  return "notFound.title";
}

/** Names the browser tab after the page ("Purchases · StoreOps"), so tabs and history tell pages apart. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  useEffect(() => {
    const key = pageTitleKey(pathname);
    const app = t("app.name");
    document.title = key ? t("app.pageTitle", { page: t(key), app }) : app;
  }, [pathname, t]);
}
