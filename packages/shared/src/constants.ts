/** Business constants of spec 000 §9, named once. */
export const SESSAO_AVISO_MS = 300_000; // warning 5 minutes before expiry
export const TAMANHOS_PAGINA = [10, 50, 100] as const;
export const TAMANHO_PAGINA_PADRAO = 10;
/** The most rows one page of a server-paged list returns (a larger length is served as this). */
export const TAMANHO_PAGINA_MAXIMO = 100;
export const AUTOCOMPLETE = { minimoCaracteres: 2, atrasoMs: 500, resultados: 10, alturaMaximaPx: 400 } as const;
export const SIDEBAR_LARGURA_PX = 240;
export const OVERLAY_Z_INDEX = 998;
export const FILA_DESTAQUE_HORAS = 24;
export const CHUNK_TIMEOUT_MS = 120_000;
export const SISTEMA_NOME = 'Saúde Municipal';
export const SISTEMA_VERSAO = '2.41.29';

/** Client storage keys of spec 000 §3. `customer` survives a session clear. */
export const STORAGE = {
  autenticacao: 'autenticacao',
  centroCusto: 'centro_custo',
  cliente: 'cliente',
  customer: 'customer',
  fila: 'fila',
  lotacao: 'lotacao',
  menu: 'menu',
  notificacoesNaoLidas: 'quantidade_notificacoes_nao_lidas',
  sidebarAberta: 'sidebar_aberta',
} as const;
