/** parametrizacao/tabela-cid/index: browsing CID-10 (read-only national table). */
export const PERMISSAO_TABELA_CID = 'visualizar-parametrizacao-tabela-cid';
export const TABELA_CID_API = '/api/parametrizacao/tabela-cid/datatable';
