import { noFuso } from '../../../lib/dates';

/**
 * The detail's field names in words (issue 16 item 12): the stored rows are keyed by column ('data_nascimento',
 * 'created_by'); an auditor reads 'Data de nascimento', 'Criado por'. Common columns are named here; the rest
 * are spelled out word by word, with their accents.
 */
const CAMPOS: Record<string, string> = {
  id: 'Código',
  cliente_id: 'Município',
  created_at: 'Criado em',
  updated_at: 'Alterado em',
  created_by: 'Criado por (usuário)',
  updated_by: 'Alterado por (usuário)',
  data_nascimento: 'Data de nascimento',
  nome_mae: 'Nome da mãe',
  nome_pai: 'Nome do pai',
  cpf_terceiro: 'CPF de terceiro',
  ultimo_acesso_em: 'Último acesso em',
  encerrada_em: 'Encerrada em',
  criada_em: 'Criada em',
  expira_em: 'Expira em',
  rota: 'Tela',
};

const PALAVRAS: Record<string, string> = {
  acao: 'ação',
  alteracao: 'alteração',
  atencao: 'atenção',
  codigo: 'código',
  conclusao: 'conclusão',
  descricao: 'descrição',
  diagnostico: 'diagnóstico',
  endereco: 'endereço',
  evolucao: 'evolução',
  exclusao: 'exclusão',
  historico: 'histórico',
  inclusao: 'inclusão',
  lotacao: 'lotação',
  mae: 'mãe',
  medico: 'médico',
  numero: 'número',
  observacao: 'observação',
  obito: 'óbito',
  orgao: 'órgão',
  pais: 'país',
  prescricao: 'prescrição',
  razao: 'razão',
  responsavel: 'responsável',
  saida: 'saída',
  situacao: 'situação',
  unificacao: 'unificação',
  usuario: 'usuário',
  area: 'área',
  cidadao: 'cidadão',
  classificacao: 'classificação',
  frequencia: 'frequência',
  saturacao: 'saturação',
  pressao: 'pressão',
  orientacao: 'orientação',
  notificacao: 'notificação',
  permissao: 'permissão',
  sessao: 'sessão',
  funcao: 'função',
  informacao: 'informação',
  regiao: 'região',
  servico: 'serviço',
  periodo: 'período',
  inicio: 'início',
  sequencia: 'sequência',
  emissao: 'emissão',
  validacao: 'validação',
  referencia: 'referência',
  carater: 'caráter',
};

/** 'paciente_id' → 'Paciente (código)', 'motivo_evasao' → 'Motivo evasão'. */
export function rotuloDoCampo(campo: string): string {
  const fixo = CAMPOS[campo];
  if (fixo) return fixo;
  const referencia = campo.endsWith('_id');
  const palavras = (referencia ? campo.slice(0, -3) : campo).split('_').map((p) => PALAVRAS[p] ?? p);
  const texto = palavras.join(' ');
  const frase = texto.charAt(0).toUpperCase() + texto.slice(1);
  return referencia ? `${frase} (código)` : frase;
}

/** Secrets never shown, even if an old row kept them (the trigger strips them since issue 4). */
const SEGREDOS = new Set(['senha_hash', 'token_hash', 'chave_acesso', 'arquivo_cifrado', 'senha_cifrada', 'chave']);
export const campoVisivel = (campo: string, tabela: string) => !SEGREDOS.has(campo) || (campo === 'chave' && tabela !== 'sessao');

const INSTANTE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)$/;
const DATA = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * A stored value as read: instants (stored in UTC) on the municipality's clock, dates as DD/MM/AAAA, booleans as
 * Sim/Não, empty as a dash.
 */
export function mostrarValor(v: unknown): string {
  if (v === undefined) return '';
  if (v === null || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string') {
    if (INSTANTE.test(v)) {
      const d = new Date(v.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00'));
      if (!Number.isNaN(d.getTime())) {
        const p = noFuso(d);
        return `${p.data} ${p.hora}`;
      }
    }
    const m = DATA.exec(v);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
    return v;
  }
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}
