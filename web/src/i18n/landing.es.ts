import type { Translation } from "@storeops/domain";
import type { landingText } from "./landing.i18n.ts";

/** The public landing page in Spanish (landing.i18n.ts). */
export const landingTextEs: Translation<typeof landingText> = {
  landing: {
    careers: "Empleos",
    signIn: "Iniciar sesión",
    dashboard: "Panel",
    home: "Inicio",
    heroTitle: "Administre todas sus tiendas desde una sola oficina",
    heroPicture:
      "El panel de StoreOps: ingresos, tiendas, personal y las compras y gastos que esperan aprobación",
    heroText:
      "Compras, gastos, ingresos diarios, personal, nómina e informes para cafeterías, tiendas y bienes raíces, en un solo lugar y con cifras en las que su equipo puede confiar.",
    getStarted: "Inicie sesión para empezar",
    openDashboard: "Abrir su panel",
    seeCareers: "Ver vacantes",
    roles:
      "Cinco roles (Administrador, Director general, Contabilidad, Gerente de tienda y Personal), cada uno ve justo lo que necesita.",
    toolsTitle: "Herramientas para cada parte del negocio",
    tools: {
      operations: {
        title: "Operaciones",
        text: "Su panel: ingresos, compras, gastos y aprobaciones de un vistazo.",
      },
      reports: {
        title: "Informes",
        text: "Informes financieros por tienda e industria, listos para su contador.",
      },
      staff: { title: "Personal", text: "Personas, salarios, horas y asistencia en todas las tiendas." },
      stores: { title: "Tiendas", text: "Cada tienda con su gerente, metas y desempeño." },
    },
    solutionsTitle: "Hecho para negocios como el suyo",
    solutions: {
      coffee: {
        title: "Cafeterías",
        text: "Lleve las ventas del día en efectivo y tarjeta, las facturas de proveedores y las horas de cada turno.",
      },
      retail: {
        title: "Tiendas",
        text: "Apruebe compras, controle los gastos y compare cada tienda con su meta mensual.",
      },
      realEstate: {
        title: "Bienes raíces",
        text: "Reúna gastos, proveedores e ingresos de cada propiedad con un registro de auditoría completo.",
      },
    },
    footer: "StoreOps: la oficina de todas sus tiendas.",
  },
};
