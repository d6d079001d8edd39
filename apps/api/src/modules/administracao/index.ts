// the login's own checks (lock, login or CPF, failure count), reused where a second user confirms at the counter (pharmacy supervisor)
export { bloqueioRestante, buscarUsuario, limparFalhas, registrarFalha } from './autenticacao/credenciais.js';
export { cidadeDoCliente, clientePublico } from './autenticacao/sessao.service.js';
export { contarNaoLidas, listarRecebidas } from './notificacao/notificacao-recebida.routes.js';
