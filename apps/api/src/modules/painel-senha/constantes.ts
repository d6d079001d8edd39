/** The ticket panel's module id: its tickets' entries in the queue engine carry it (`fila.modulo`). */
export const MODULO_SENHA = 'painel-senha';
