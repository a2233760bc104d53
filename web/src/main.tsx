// Only the Mantine styles the public pages use; the signed-in app loads the rest with its chunk.
import "./app/styles/public.css";
import "./i18n/index.ts";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
