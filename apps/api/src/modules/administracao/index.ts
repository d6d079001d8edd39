export { cidadeDoCliente, clientePublico } from './autenticacao/sessao.service.js';
export { contarNaoLidas, listarRecebidas } from './notificacao/notificacao-recebida.routes.js';
