/**
 * Every message shown to people, in Spanish (es-VE), by error code. The server sends
 * `{ error: { code, message } }` with these texts; the web shows them as they come.
 */
export const ERROR_MESSAGES = {
  VALIDATION: 'Datos inválidos. Revise los campos marcados.',
  UNAUTHORIZED: 'Debe iniciar sesión para continuar.',
  TOKEN_EXPIRED: 'Session expired',
  INVALID_CREDENTIALS: 'Correo o contraseña incorrectos.',
  USER_INACTIVE: 'Su usuario está desactivado. Contacte a soporte.',
  FORBIDDEN: 'Acceso Denegado',
  NOT_FOUND: 'El recurso solicitado no existe.',
  ROUTE_NOT_FOUND: 'La ruta solicitada no existe.',
  EMAIL_TAKEN: 'Ya existe una cuenta con ese correo electrónico.',
  REFRESH_INVALID: 'La sesión ya no es válida. Inicie sesión nuevamente.',
  SESSION_EXPIRED: 'Su sesión expiró. Inicie sesión nuevamente.',
  RESET_TOKEN_INVALID: 'El enlace de recuperación no es válido o ya expiró.',
  RATE_LIMITED: 'Demasiados intentos. Espere unos minutos e intente nuevamente.',
  RANK_PROTECTED: 'Solo puede modificar usuarios de un rol inferior al suyo.',
  LAST_ADMIN:
    'No se puede desactivar ni quitar el rol al último administrador activo: active o nombre otro administrador primero.',
  CURRENT_PASSWORD_WRONG: 'La contraseña actual no es correcta.',
  PASSWORD_TOO_COMMON: 'Esta contraseña es muy común; elija otra.',
  MAIL_SECRET_REMOVED:
    'Este correo llevaba un enlace de un solo uso y su contenido se borró tras el envío. Pida un enlace nuevo con «¿Olvidaste tu contraseña?».',
  NOT_ANONYMOUS: 'Esta sesión ya pertenece a una cuenta registrada.',
  PAYLOAD_TOO_LARGE: 'La solicitud es demasiado grande.',
  BAD_JSON: 'El cuerpo de la solicitud no es JSON válido.',
  SEAT_UNAVAILABLE: 'Uno o más asientos ya no están disponibles.',
  HOLD_LIMIT: 'Superó el máximo de asientos que puede reservar.',
  HOLD_LIMIT_IP:
    'Desde esta conexión ya hay muchos asientos apartados sin cuenta. Inicie sesión o regístrese para apartar más.',
  EVENT_NOT_ON_SALE: 'El evento no está a la venta.',
  TABLE_SOLD_WHOLE: 'Esta mesa se vende completa: reserve todos sus puestos juntos.',
  RATE_UNAVAILABLE: 'No hay una tasa de cambio registrada.',
  NO_HOLDS: 'No tiene asientos reservados para este evento.',
  HOLD_EXPIRED: 'Su reserva expiró. Seleccione los asientos nuevamente.',
  PAYMENT_REFERENCE_USED: 'La referencia de pago ya fue utilizada en ese banco.',
  ORDER_ALREADY_PAID: 'La orden ya fue aprobada.',
  ORDER_CANCELLED: 'La orden está anulada.',
  COUPON_INVALID: 'El cupón no es válido.',
  PENDING_ORDERS_LIMIT:
    'Ya tiene 2 órdenes pendientes de pago para este evento. Pague o anule una antes de comprar de nuevo.',
  PAYMENT_AMOUNT_SHORT: 'El pago registrado es menor que el total de la orden.',
  SELF_APPROVAL: 'No puede aprobar el pago de una orden que usted registró o de la que es cliente.',
  STATEMENT_COLUMNS_UNKNOWN:
    'No se reconocen las columnas del estado de cuenta. Indique cuál es la fecha, la referencia y el monto.',
  DOOR_LIST_CLOSED:
    'La lista para escanear sin conexión se descarga desde 12 horas antes del inicio del evento hasta su final.',
  FILE_TOO_LARGE: 'El archivo es demasiado grande para leerse.',
  FILE_LIMIT_EXCEEDED: 'El archivo supera lo que se puede leer de un estado de cuenta.',
  FILE_READ_TIMEOUT:
    'El archivo tardó demasiado en leerse. Revise que sea el estado de cuenta que exporta el banco.',
  FILE_READ_BUSY:
    'Se están leyendo otros estados de cuenta en este momento. Intente de nuevo en unos segundos.',
  TICKET_VOID: 'Esta entrada ya no es válida: fue pasada a otra persona o anulada.',
  TICKET_USED: 'Esta entrada ya se usó para ingresar: no se puede pasar a otra persona.',
  TRANSFER_CLOSED:
    'Ya no se puede pasar esta entrada a otra persona: el plazo cierra poco antes del inicio del evento.',
  TRANSFER_TO_SELF: 'Esa entrada ya es suya: indique el correo de otra persona.',
  SEATS_AVAILABLE: 'Todavía hay asientos a la venta: puede comprarlos ahora.',
  WAITLIST_JOINED: 'Ya está en la lista de espera de este evento.',
  WALLET_NOT_CONFIGURED: 'Esta billetera digital no está disponible en este sitio.',
  QUEUE_REQUIRED:
    'La venta de este evento tiene sala de espera. Espere su turno en la fila para elegir asientos.',
  QUEUE_NOT_OPEN: 'La sala de espera de este evento todavía no está abierta.',
  QUEUE_PROOF_REQUIRED:
    'No pudimos verificar su navegador para entrar a la fila. Recargue la página e intente de nuevo.',
  PLAN_INVALID: 'El plano no se puede guardar. Revise los asientos marcados.',
  ZONE_GENERAL_ADMISSION:
    'Esta zona es de entradas generales: se vende por cantidad, no lleva asientos ni mesas y su distribución no cambia.',
  PLAN_IN_USE:
    'El evento ya tiene órdenes o ya está a la venta: conserva el plano con el que se creó.',
  SERVICE_UNAVAILABLE:
    'El servicio no está disponible en este momento. Intente de nuevo en unos segundos.',
  INTERNAL: 'Ocurrió un error inesperado. Intente nuevamente.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/** Spec §8 texts used as they are. */
export const SPEC_MESSAGES = {
  signUpFailed: 'Error en el registro',
  userNotFound: 'Usuario no encontrado',
  refreshFailed: 'Error refreshing token',
  sessionExpired: 'Session expired',
  loginSuccessCode: 'Ingreso Exitoso',
  loginSuccess: 'Usuario autenticado exitosamente',
  loginFailed: 'Login failed',
  noSession: 'No session found',
  recoverySent: 'Se han enviado las instrucciones de recuperación a tu correo electrónico',
  recoveryFailed: 'No se pudo procesar la solicitud. Intente nuevamente.',
  passwordUpdated: 'Contraseña actualizada exitosamente',
  passwordUpdateFailed: 'No se pudo actualizar la contraseña',
  accessDenied: 'Acceso Denegado',
  usersFetchFailed: 'Error obteniendo usuarios: ',
} as const;

/** The shape of every error body the API returns. */
export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: Record<string, unknown> };
}
