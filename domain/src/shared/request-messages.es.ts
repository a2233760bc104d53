/** Spanish of the generic data API's refusals (request-messages.ts). */
import { requestMessages as R, type REQUEST_MESSAGES } from "./request-messages.ts";
import { type LocalizedMessage, localized, slot, type Translation } from "./translation.ts";

export const REQUEST_MESSAGES_ES: Translation<typeof REQUEST_MESSAGES> = {
  bodyNotObject: "El cuerpo de la solicitud debe ser un objeto JSON",
  writeNeedsFilter: "PATCH y DELETE necesitan un filtro, p. ej. ?eq=id.{id}",
  noFieldsToUpdate: "No hay campos que actualizar",
  recordExists: "Este registro ya existe.",
  storeRequired: "La tienda es obligatoria",
  attachmentsUploadOnly: "Los adjuntos solo se agregan subiendo archivos.",
  isFilterValues: "is= acepta null, not.null, true o false",
  countValues: "count acepta exact o estimated",
  invalidJson: "El cuerpo de la solicitud no es JSON válido",
  unsupportedBody: "Este tipo de cuerpo no se acepta aquí; envíe JSON.",
  bodyTooLarge: "El cuerpo de la solicitud es demasiado grande.",
  requestUnreadable: "No se pudo leer la solicitud.",
  uniqueConflict: "Ya existe un registro con el mismo valor único.",
  referenceConflict: "Otros registros hacen referencia a este, o este apunta a uno que no existe.",
  pathParamTooLong: "Un parámetro de la ruta es demasiado largo.",
  badUrl: "La URL no tiene una codificación porcentual válida.",
  notRouted: "No se pudo dirigir la solicitud.",
  internalError: "Error interno del servidor",
  idempotencyKeyInvalid: "Idempotency-Key debe tener de 8 a 100 letras, dígitos, '_', '-' o ':'.",
  idempotencyKeyReused: "Esta Idempotency-Key ya se usó para una solicitud distinta.",
  idempotencyInProgress:
    "Una solicitud con esta Idempotency-Key todavía se está atendiendo. Inténtelo en un momento.",
  idempotentAnswerTooLarge: "Ya está hecho; la primera respuesta era demasiado grande para guardarla.",
};

export const REQUEST_FUNCTIONS_ES: LocalizedMessage[] = [
  localized(R.tooManyRows, (max) => `Una sola solicitud puede cambiar como máximo ${max} filas`),
  localized(R.unknownTable, (table) => `Tabla desconocida: ${table}`),
  localized(R.routeNotFound, (method, path) => `No se encontró la ruta ${method} ${path}`),
  localized(R.unknownColumn, (column) => `Columna desconocida: ${column}`),
  localized(R.unknownParameter, (key) => `Parámetro de consulta desconocido: ${key}`),
  localized(
    R.repeatedParameter,
    (key) => `El parámetro ${key} aparece más de una vez; use ${key}1, ${key}2…`,
  ),
  localized(R.invalidNumber, (column, raw) => `Número no válido para ${column}: ${raw}`),
  localized(R.invalidBoolean, (column, raw) => `Valor booleano no válido para ${column}: ${raw}`),
  localized(R.filterShape, (op) => `El filtro debe ser ${op}=columna.valor`),
  localized(R.inListSize, (max) => `in= necesita de 1 a ${max} valores`),
  localized(R.wholeNumber, (key, min) => `${key} debe ser un número entero de al menos ${min}`, [
    [slot(0), slot(1), Number.MAX_SAFE_INTEGER],
  ]),
  localized(R.wholeNumber, (key, min, max) => `${key} debe ser un número entero de ${min} a ${max}`, [
    [slot(0), slot(1), slot(2)],
  ]),
  localized(R.orderDirection, (spec) => `La dirección del orden debe ser asc o desc: ${spec}`),
].flat();
