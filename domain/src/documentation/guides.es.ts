/**
 * Spanish of the user guides' catalog (guides.ts): each guide's title, description and the words
 * global search also matches, in the words the Spanish screens show. Like the rest of the Spanish
 * app they address the reader as "usted" (Registre, su tienda). Every guide has its entry (the type
 * says so); its Markdown is docs/guides/<id>.es.md.
 */
import type { GuideId, GuideText } from "./guides.ts";

export const GUIDES_ES: { readonly [Id in GuideId]: GuideText } = {
  "record-takings": {
    title: "Registrar las ventas de hoy",
    description:
      "Anote los ingresos del día de su tienda en efectivo, con tarjeta y otros, y corríjalos dentro de las 24 horas.",
    words: ["ingresos diarios", "ventas", "efectivo", "tarjeta", "caja", "cierre del día"],
  },
  "submit-expense": {
    title: "Enviar un gasto con su recibo",
    description: "Agregue un gasto o una compra con una foto del recibo y sígalo hasta que lo aprueben.",
    words: ["recibo", "foto", "compra", "factura", "gasto", "reembolso"],
  },
  approve: {
    title: "Aprobar compras y gastos",
    description:
      "Revise lo que enviaron sus tiendas: apruébelo, rechácelo con un motivo o marque una compra como pagada.",
    words: ["revisar", "rechazar", "pendiente", "pagar", "pagado"],
  },
  "count-drawer": {
    title: "Contar la caja al cierre",
    description:
      "Cuente la caja al final del día, vea lo que debería haber y envíe el arqueo; contabilidad aprueba una caja con diferencia.",
    words: ["arqueo", "caja", "fondo", "diferencia", "faltante", "sobrante", "depósito", "caja fuerte"],
  },
  "clock-in": {
    title: "Fichar entrada y salida",
    description: "Empiece y termine su turno desde Horas y asistencia, y consulte sus horas.",
    words: ["horas", "asistencia", "turno", "entrada", "salida", "registro de horas"],
  },
  "run-payroll": {
    title: "Pagar la nómina",
    description:
      "Procese la nómina de un periodo de pago por tienda: horas, horas extra, anticipos y pago neto; apruébela, márquela como pagada y descargue los recibos.",
    words: [
      "salario",
      "sueldo",
      "periodo de pago",
      "horas extra",
      "recibo",
      "anticipo",
      "retiro",
      "pago neto",
      "tarifa",
    ],
  },
  "close-month": {
    title: "Cerrar el mes",
    description:
      "Resuelva lo pendiente, revise ventas y arqueos, lea el cierre de mes de cada tienda frente a su presupuesto, guarde su PDF y cierre el periodo de pago.",
    words: [
      "fin de mes",
      "cierre de mes",
      "presupuesto",
      "informe",
      "exportar",
      "csv",
      "pdf",
      "xlsx",
      "ganancia",
      "diferencia",
      "contador",
    ],
  },
  "add-store": {
    title: "Agregar una tienda",
    description: "Abra una tienda nueva: su código, industria, dirección, zona horaria y gerente.",
    words: ["tienda nueva", "ubicación", "sucursal", "local"],
  },
  "add-user": {
    title: "Agregar un usuario",
    description:
      "Dele a una persona una cuenta con un rol y sus tiendas, y entréguele su contraseña de un solo uso.",
    words: ["cuenta", "empleado", "rol", "contraseña", "invitar", "iniciar sesión"],
  },
  "post-job": {
    title: "Publicar un empleo",
    description: "Publique una vacante en la página pública de empleos y siga las solicitudes.",
    words: ["empleos", "contratación", "vacante", "candidato", "reclutar"],
  },
};
