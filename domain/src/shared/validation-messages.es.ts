/** Spanish of the field-level validation wording (validation-messages.ts), each field named by its Spanish label. */
import { MAX_MONEY_CENTS } from "./limits.ts";
import { formatMoney } from "./money.ts";
import { termEs } from "./terms.es.ts";
import { type LocalizedMessage, localized, localizedPattern, slot, type Translation } from "./translation.ts";
import { VALIDATION } from "./validation-messages.ts";

const field = (label: string) => `El campo «${termEs(label)}»`;
const entries = (count: string) => (count === "1" ? "elemento" : "elementos");

type FixedValidation = {
  [K in keyof typeof VALIDATION as (typeof VALIDATION)[K] extends string ? K : never]: string;
};

export const VALIDATION_ES: Translation<FixedValidation> = {
  bodyNotObject: "El cuerpo de la solicitud debe ser un objeto JSON",
  email: "Escriba un correo electrónico válido.",
  id: "Debe ser el identificador de un registro.",
  checkNoRequired: "El número de cheque es obligatorio para pagos con cheque.",
  checkDueDateRequired: "La fecha de vencimiento del cheque es obligatoria para pagos con cheque.",
  rejectionReasonRequired: "Indique el motivo del rechazo.",
  endBeforeStart: "La fecha de fin no puede ser anterior a la de inicio.",
  fromAfterTo: "La fecha desde no puede ser posterior a la fecha hasta.",
  salaryRange: "El salario máximo no puede ser menor que el mínimo.",
  hourlyRateRequired: "La tarifa por hora es obligatoria para el pago por hora.",
  monthlySalaryRequired: "El salario mensual es obligatorio para el pago mensual.",
  passwordUppercase: "La contraseña debe tener al menos una letra mayúscula.",
  passwordNumber: "La contraseña debe tener al menos un número.",
  passwordSpecial: "La contraseña debe tener al menos un carácter especial.",
  passwordSameAsCurrent: "La contraseña nueva debe ser distinta de la actual.",
};

const V = VALIDATION;
export const VALIDATION_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(V.required, (l) => `${field(l)} es obligatorio.`),
  localized(V.maxChars, (l, max) => `${field(l)} admite como máximo ${max} caracteres.`),
  localized(V.money, (l) => `${field(l)} debe ser un número con dos decimales como máximo`),
  localized(V.moneyMax, (l) => `${field(l)} no puede superar ${formatMoney(MAX_MONEY_CENTS)}.`),
  localized(V.notNegative, (l) => `${field(l)} no puede ser negativo.`),
  localized(V.positive, (l) => `${field(l)} debe ser mayor que 0.`),
  localized(V.date, (l) => `${field(l)} debe ser una fecha válida (AAAA-MM-DD).`),
  localized(V.time, (l) => `${field(l)} debe ser una hora válida (HH:MM).`),
  localized(V.instant, (l) => `${field(l)} debe ser una fecha y hora ISO 8601.`),
  localized(V.text, (l) => `${field(l)} debe ser texto.`),
  localized(
    V.singleLine,
    (l) =>
      `${field(l)} debe ser una sola línea, sin saltos de línea, tabulaciones ni otros caracteres de control.`,
  ),
  localized(V.number, (l) => `${field(l)} debe ser un número.`),
  localized(V.between, (l, min, max) => `${field(l)} debe estar entre ${min} y ${max}.`),
  localized(V.oneOf, (l, options) => `${field(l)} debe ser uno de: ${options}.`, [[slot(0), [slot(1)]]]),
  localized(V.atMost, (l, max) => `${field(l)} debe ser ${max} o menos.`),
  localized(V.atLeast, (l, min) => `${field(l)} debe ser al menos ${min}.`),
  localized(V.minChars, (l, min) => `${field(l)} debe tener al menos ${min} caracteres.`),
  localized(V.tooLarge, (l) => `${field(l)} es demasiado grande.`),
  localized(V.tooSmall, (l) => `${field(l)} es demasiado pequeño.`),
  localized(V.maxItems, (l, max) => `${field(l)} admite como máximo ${max} ${entries(max)}.`, [
    [slot(0), 1],
    [slot(0), slot(1)],
  ]),
  localized(V.minItems, (l, min) => `${field(l)} necesita al menos ${min} ${entries(min)}.`, [
    [slot(0), 1],
    [slot(0), slot(1)],
  ]),
  localized(V.invalid, (l) => `${field(l)} no es válido.`),
  localized(V.wholeNumber, (l) => `${field(l)} debe ser un número entero.`),
  localized(V.list, (l) => `${field(l)} debe ser una lista.`),
  localized(V.trueOrFalse, (l) => `${field(l)} debe ser verdadero o falso.`),
  localized(V.group, (l) => `${field(l)} debe ser un grupo de campos.`),
  localized(V.unknownFields, (names) => `Campo desconocido: ${names}.`, [[[slot(0)]]]),
  localizedPattern(/^Unknown fields: ([\s\S]+)\.$/, (names) => `Campos desconocidos: ${names}.`),
].flat();
