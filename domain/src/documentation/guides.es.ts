/**
 * Spanish of the user guides' catalog (guides.ts): each guide's title, description and the words
 * global search also matches, in the words the Spanish screens show. Every guide has its entry
 * (the type says so); its Markdown is docs/guides/<id>.es.md.
 */
import type { GuideId, GuideText } from "./guides.ts";

export const GUIDES_ES: { readonly [Id in GuideId]: GuideText } = {
  "record-takings": {
    title: "Registrar las ventas de hoy",
    description:
      "Anota los ingresos del día de tu tienda en efectivo, con tarjeta y otros, y corrígelos dentro de las 24 horas.",
    words: ["ingresos diarios", "ventas", "efectivo", "tarjeta", "caja", "cierre del día"],
  },
  "submit-expense": {
    title: "Enviar un gasto con su recibo",
    description: "Agrega un gasto o una compra con una foto del recibo y síguelo hasta que lo aprueben.",
    words: ["recibo", "foto", "compra", "factura", "gasto", "reembolso"],
  },
  approve: {
    title: "Aprobar compras y gastos",
    description:
      "Revisa lo que enviaron tus tiendas: apruébalo, recházalo con un motivo o marca una compra como pagada.",
    words: ["revisar", "rechazar", "pendiente", "pagar", "pagado"],
  },
  "clock-in": {
    title: "Fichar entrada y salida",
    description: "Empieza y termina tu turno desde Horas y asistencia, y consulta tus horas.",
    words: ["horas", "asistencia", "turno", "entrada", "salida", "registro de horas"],
  },
  "run-payroll": {
    title: "Pagar la nómina",
    description:
      "Revisa las horas, el salario y los retiros de un empleado en un periodo de pago, registra un pago y expórtalo.",
    words: ["salario", "sueldo", "pago", "retiro", "periodo de pago", "tarifa"],
  },
  "close-month": {
    title: "Cerrar el mes",
    description: "Revisa los ingresos, los gastos y la ganancia del mes por tienda, y exporta las cifras.",
    words: ["fin de mes", "informe", "exportar", "csv", "pdf", "xlsx", "ganancia", "contador"],
  },
  "add-store": {
    title: "Agregar una tienda",
    description: "Abre una tienda nueva: su código, industria, dirección, zona horaria y gerente.",
    words: ["tienda nueva", "ubicación", "sucursal", "local"],
  },
  "add-user": {
    title: "Agregar un usuario",
    description:
      "Dale a una persona una cuenta con un rol y sus tiendas, y entrégale su contraseña de un solo uso.",
    words: ["cuenta", "empleado", "rol", "contraseña", "invitar", "iniciar sesión"],
  },
  "post-job": {
    title: "Publicar un empleo",
    description: "Publica una vacante en la página pública de empleos y sigue las solicitudes.",
    words: ["empleos", "contratación", "vacante", "candidato", "reclutar"],
  },
};
