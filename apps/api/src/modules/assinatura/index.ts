export { assinaturaDocumento } from './assinatura-documento.table.js';
export { STATUS_ASSINATURA } from './rest-pki.service.js';
