// The whole schema, for Drizzle and drizzle-kit (`schema: './src/db/schema/index.ts'`): the platform's
// table files and one line per module (each module lists its own tables in `<m>.tables.ts`).
export * from '../../lib/jobs/tarefa.table.js';
export * from '../../modules/agenda/agenda.tables.js';
export * from '../../modules/almoxarifado/almoxarifado.tables.js';
export * from '../../modules/ambulatorio/ambulatorio.tables.js';
export * from '../../modules/assinatura/assinatura.tables.js';
export * from '../../modules/cadastro/cadastro.tables.js';
export * from '../../modules/estoque/estoque.tables.js';
export * from '../../modules/farmacia/farmacia.tables.js';
export * from '../../modules/fila/fila.tables.js';
export * from '../../modules/imunizacao/imunizacao.tables.js';
export * from '../../modules/painel-senha/painel-senha.tables.js';
export * from '../../modules/parametrizacao/parametrizacao.tables.js';
export * from '../../modules/pronto-atendimento/pronto-atendimento.tables.js';
export * from './acesso.js';
export * from './auditoria.js';
export * from './comunicacao.js';
export * from './configuracao.js';
export * from './endereco.js';
export * from './estrutura.js';
export * from './integracao-envio.js';
export * from './paciente-problema.js';
export * from './pessoa.js';
export * from './referencia.js';
export * from './referencia-nacional.js';
export * from './referencia-saude.js';
export * from './sistema.js';
