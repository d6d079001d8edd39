import {
  ALERGIA_CRITICIDADES,
  ALERGIA_TIPOS,
  CATEGORIAS_CNH,
  CERTIDAO_MODELO,
  CERTIDAO_MODELOS,
  CERTIDAO_TIPOS,
  chaveBusca,
  DEFICIENCIA_OUTRA,
  DEFICIENCIAS,
  ESCOLARIDADES,
  ESTADOS_CIVIS,
  ETNIAS_INDIGENAS,
  FATOR_RISCO_OUTRO,
  FATORES_RISCO,
  formatCep,
  fusoHorario,
  hojeIso,
  IDENTIDADES_GENERO,
  idadeCompleta,
  LOCAIS_NASCIMENTO,
  MOBILIDADES_REDUZIDAS,
  MOTIVO_DUPLICIDADE_CPF_OUTRO,
  MOTIVOS_DUPLICIDADE_CPF,
  NACIONALIDADE,
  NACIONALIDADES,
  nomeExibicao,
  nomeProvisorio,
  onlyDigits,
  type PacienteInput,
  type ParametrosPaciente,
  PESOS,
  PREFERENCIAS_NOME,
  type Problema,
  RACA_COR_INDIGENA,
  RACAS_CORES,
  rotuloPaciente,
  SEXOS,
  SITUACOES_FAMILIARES_CONJUGAIS,
  TIPOS_SANGUINEO,
  toSnake,
  validarPaciente,
  ZONAS,
} from '@saude/shared';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bairro, logradouro, loteamento } from '../../../db/schema/endereco.js';
import { cid, cidadao, estado, municipio, pais } from '../../../db/schema/index.js';
import { lerConfiguracao } from '../../../lib/configuracao.js';
import { escapeLike } from '../../../lib/datatable/datatable.js';
import { alergia } from '../alergia/alergia.table.js';
import { convenioMedico } from '../convenio-medico/convenio-medico.table.js';
import { medicamento } from '../medicamento/medicamento.table.js';
import { lerParametrizacaoCadastro } from '../parametrizacao/parametrizacao.routes.js';
import { cidadaoAlergia, cidadaoConvenio, cidadaoFatorRisco, cidadaoMedicamento, cidadaoTelefone } from './paciente.table.js';

export type CidadaoRow = typeof cidadao.$inferSelect;

/** An answer other than the happy path, sent as it is (422 with a link, 409 with the similar records). */
export class Resposta extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const erro422 = (errors: Record<string, string[]>, extra: Record<string, unknown> = {}) =>
  new Resposta(422, { message: 'Os dados informados são inválidos.', errors, ...extra });
const campoWire = (path: (string | number)[]) => path.map((p) => (typeof p === 'string' ? toSnake(p) : String(p))).join('.');

// ---------- option lists ----------

export async function opcoesFormulario(tx: Tx) {
  const [conf, par, paises, estados] = [
    await lerConfiguracao(tx),
    await lerParametrizacaoCadastro(tx),
    await tx.select({ id: pais.id, nome: pais.nome }).from(pais).orderBy(asc(pais.nome)),
    await tx.select({ id: estado.id, uf: estado.uf, nome: estado.nome }).from(estado).orderBy(asc(estado.uf)),
  ];
  return {
    termosInvalidos: conf.termosInvalidos,
    dataAtual: hojeIso(),
    parametrizacao: par,
    motivosDuplicidadeCpf: MOTIVOS_DUPLICIDADE_CPF,
    preferenciasNome: PREFERENCIAS_NOME,
    sexos: SEXOS,
    identidadesGenero: IDENTIDADES_GENERO,
    estadosCivis: ESTADOS_CIVIS,
    situacoesFamiliaresConjugais: SITUACOES_FAMILIARES_CONJUGAIS,
    racasCores: RACAS_CORES,
    etniasIndigenas: ETNIAS_INDIGENAS,
    tiposSanguineo: TIPOS_SANGUINEO,
    deficiencias: DEFICIENCIAS,
    mobilidadesReduzidas: MOBILIDADES_REDUZIDAS,
    locaisNascimento: LOCAIS_NASCIMENTO,
    paises,
    nacionalidades: NACIONALIDADES,
    escolaridades: ESCOLARIDADES,
    zonas: ZONAS,
    estados,
    categorias: CATEGORIAS_CNH,
    certidaoTipos: CERTIDAO_TIPOS,
    certidaoModelos: CERTIDAO_MODELOS,
    fatoresRisco: FATORES_RISCO,
    alergiaCriticidades: ALERGIA_CRITICIDADES,
    alergiaTipos: ALERGIA_TIPOS,
    pesos: PESOS,
  };
}

export async function parametros(tx: Tx): Promise<ParametrosPaciente> {
  const conf = await lerConfiguracao(tx);
  return { ...(await lerParametrizacaoCadastro(tx)), termosInvalidos: conf.termosInvalidos };
}

// ---------- search ----------

const sem = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const col = (c: SQL | typeof cidadao.nome) => sql`f_unaccent(lower(${c}))`;

/** Words of a name search: 3+ letters use the trigram indexes; shorter ones ("da", "de") are left out when others exist. */
function palavras(termo: string) {
  const todas = sem(termo).split(/\s+/).filter(Boolean);
  const longas = todas.filter((p) => p.length >= 3);
  return longas.length ? longas : todas;
}

/** LIKE patterns of a name search: every long word anywhere, or the short words as a prefix. */
function padroesNome(termo: string): string[] {
  const ps = palavras(termo);
  if (ps.every((p) => p.length < 3)) return [`${escapeLike(ps.join(' '))}%`];
  return ps.slice(0, 10).map((p) => `%${escapeLike(p)}%`);
}

/**
 * Ids whose name, social name or mother's name has every pattern. Goes through cidadao_busca_nome
 * (migration 0007): under row-level security a LIKE on the table itself cannot use the trigram
 * indexes, and the function applies the municipality on its own.
 */
function nomeContem(termo: string): SQL {
  const padroes = padroesNome(termo);
  return sql`${cidadao.id} in (select cidadao_busca_nome(array[${sql.join(
    padroes.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]))`;
}

/** One box: CPF (11 digits, own or "não pertence"), CNS (15), birth date (dd/mm/aaaa), or a name of the patient or the mother. */
export function buscaPaciente(termo: string): { where: SQL; ordem?: SQL } {
  const chave = chaveBusca(termo);
  if (chave.tipo === 'cpf') return { where: sql`(${cidadao.cpf} = ${chave.valor} or ${cidadao.cpfTerceiro} = ${chave.valor})` };
  if (chave.tipo === 'cns') return { where: eq(cidadao.cns, chave.valor) };
  if (chave.tipo === 'data') return { where: eq(cidadao.dataNascimento, chave.valor) };
  const t = sem(chave.valor).replace(/\s+/g, ' ').trim();
  return {
    where: nomeContem(t),
    ordem: sql`greatest(similarity(${col(cidadao.nome)}, ${t}), similarity(coalesce(${col(cidadao.nomeSocial as never)}, ''), ${t})) desc`,
  };
}

/** What a list shows by default: no blocked, provisional or merged records unless a flag asks for them. */
export function filtroPadrao(o: { bloqueados?: boolean; provisorios?: boolean; unificados?: boolean; situacao?: string }): SQL | undefined {
  const c: SQL[] = [];
  if (o.situacao === 'bloqueado') c.push(sql`${cidadao.bloqueado} = true`);
  else if (o.situacao === 'ativo' || !o.bloqueados) c.push(sql`${cidadao.bloqueado} = false`);
  if (o.situacao === 'provisorio') c.push(sql`${cidadao.provisorio} = true`);
  else if (!o.provisorios) c.push(sql`${cidadao.provisorio} = false`);
  if (o.situacao === 'obito') c.push(sql`${cidadao.dataObito} is not null`);
  if (!o.unificados) c.push(sql`${cidadao.unificadoEmId} is null`);
  return c.length ? and(...c) : undefined;
}

export const colunasLista = {
  nome: cidadao.nome,
  nomeSocial: cidadao.nomeSocial,
  preferenciaNomeId: cidadao.preferenciaNomeId,
  cpf: sql<string | null>`coalesce(${cidadao.cpf}, ${cidadao.cpfTerceiro})`,
  cns: cidadao.cns,
  dataNascimento: cidadao.dataNascimento,
  nomeMae: cidadao.nomeMae,
  bloqueado: cidadao.bloqueado,
  provisorio: cidadao.provisorio,
  dataObito: cidadao.dataObito,
  unificadoEmId: cidadao.unificadoEmId,
};

/** A list row as the query gives it (the columns of `colunasLista`). */
type Linha = {
  id: number;
  nome: string;
  nomeSocial: string | null;
  preferenciaNomeId: number | null;
  cpf: string | null;
  cns: string | null;
  dataNascimento: string | null;
  nomeMae: string | null;
  bloqueado: boolean;
  provisorio: boolean;
  dataObito: string | null;
  unificadoEmId: number | null;
};
export function linhaLista(r: Linha) {
  return { ...r, nomeCivil: r.nome, nome: nomeExibicao(r), idade: idadeCompleta(r.dataNascimento), label: rotuloPaciente(r) };
}

// ---------- saving ----------

const momentoLocal = () =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: fusoHorario(),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date());

/** Table values of the validated input; `atual` keeps what the form does not change (the generated name). */
export async function colunas(tx: Tx, v: PacienteInput, atual?: CidadaoRow): Promise<Partial<typeof cidadao.$inferInsert>> {
  let estadoNascimentoId = v.estadoNascimentoId;
  if (v.municipioNascimentoId && !estadoNascimentoId) {
    const [m] = await tx.select({ estadoId: municipio.estadoId }).from(municipio).where(eq(municipio.id, v.municipioNascimentoId));
    estadoNascimentoId = m?.estadoId ?? null;
  }
  const nome = v.provisorio
    ? atual?.provisorio
      ? atual.nome
      : nomeProvisorio(momentoLocal(), v.sexoId, v.idadeEstimada)
    : (v.nome as string);
  const { carteiraIdentidade: rg, carteiraNacionalHabilitacao: cnh, carteiraTrabalho: ctps, tituloEleitor: te, certidao: ce } = v;
  return {
    nome,
    nomeSocial: v.nomeSocial,
    preferenciaNomeId: v.preferenciaNomeId,
    cadastroSimplificado: v.cadastroSimplificado,
    semDocumentos: v.semDocumentos,
    provisorio: v.provisorio,
    idadeEstimada: v.provisorio ? v.idadeEstimada : null,
    caracteristicasFisicas: v.caracteristicasFisicas,
    cns: v.cns,
    cpf: v.cpfNaoPertenceAoCidadao ? null : v.cpf,
    cpfTerceiro: v.cpfNaoPertenceAoCidadao ? v.cpf : null,
    cpfNaoPertenceAoCidadao: v.cpfNaoPertenceAoCidadao,
    motivoDuplicidadeCpfId: v.cpfNaoPertenceAoCidadao ? v.motivoDuplicidadeCpfId : null,
    motivoDuplicidadeCpfOutro:
      v.cpfNaoPertenceAoCidadao && v.motivoDuplicidadeCpfId === MOTIVO_DUPLICIDADE_CPF_OUTRO ? v.motivoDuplicidadeCpfOutro : null,
    dataNascimento: v.dataNascimento,
    sexoId: v.sexoId,
    identidadeGeneroId: v.identidadeGeneroId,
    estadoCivilId: v.estadoCivilId,
    conjuge: v.conjuge,
    situacaoFamiliarConjugalId: v.situacaoFamiliarConjugalId,
    racaCorId: v.racaCorId,
    etniaIndigenaId: v.racaCorId === RACA_COR_INDIGENA ? v.etniaIndigenaId : null,
    tipoSanguineoId: v.tipoSanguineoId,
    deficienciaId: v.deficienciaId,
    deficienciaOutro: v.deficienciaId === DEFICIENCIA_OUTRA ? v.deficienciaOutro : null,
    mobilidadeReduzidaId: v.mobilidadeReduzidaId,
    desconheceNomeMae: v.desconheceNomeMae,
    desconheceNomePai: v.desconheceNomePai,
    nomeMae: v.desconheceNomeMae ? null : v.nomeMae,
    nomePai: v.desconheceNomePai ? null : v.nomePai,
    localNascimentoId: v.localNascimentoId,
    paisNascimentoId: v.paisNascimentoId ?? (v.nacionalidadeId === NACIONALIDADE.BRASILEIRA ? 31 : null),
    nacionalidadeId: v.nacionalidadeId,
    portariaNaturalizacao: v.nacionalidadeId === NACIONALIDADE.NATURALIZADO ? v.portariaNaturalizacao : null,
    dataNaturalizacao: v.nacionalidadeId === NACIONALIDADE.NATURALIZADO ? v.dataNaturalizacao : null,
    estadoNascimentoId,
    municipioNascimentoId: v.municipioNascimentoId,
    frequentaEscola: v.frequentaEscola ?? (v.cadastroSimplificado ? null : false),
    escolaridadeId: v.escolaridadeId,
    email: v.email,
    telefone: v.telefones[0]?.numero ?? null,
    fatorRiscoOutro: v.fatoresRisco.includes(FATOR_RISCO_OUTRO) ? v.fatorRiscoOutro : null,
    dataEntradaDomicilio: v.dataEntradaDomicilio,
    pesoId: v.pesoId,
    logradouroId: v.logradouroId,
    numero: v.semNumero ? null : v.numero,
    semNumero: v.semNumero,
    complemento: v.complemento,
    referencia: v.referencia,
    loteamentoId: v.loteamentoId,
    zonaId: v.zonaId,
    latitude: v.latitude == null ? null : String(v.latitude),
    longitude: v.longitude == null ? null : String(v.longitude),
    tempoHabitacao: v.tempoHabitacao,
    rgNumero: rg.numero,
    rgEstadoId: rg.estadoId,
    rgOrgaoEmissor: rg.orgaoEmissor,
    rgDataEmissao: rg.dataEmissao,
    cnhNumero: cnh.numero,
    cnhDataEmissao: cnh.dataEmissao,
    cnhDataValidade: cnh.dataValidade,
    cnhEstadoId: cnh.estadoId,
    cnhCategoriaId: cnh.categoriaId,
    ctpsNumero: ctps.numero,
    ctpsSerie: ctps.serie,
    ctpsDataEmissao: ctps.dataEmissao,
    ctpsEstadoId: ctps.estadoId,
    nisPisPasep: ctps.nisPisPasep,
    rne: v.estrangeiroEntradaBrasil.rne,
    dataEntradaBrasil: v.estrangeiroEntradaBrasil.dataEntrada,
    tituloNumero: te.numero,
    tituloZona: te.zona,
    tituloSecao: te.secao,
    certidaoTipoId: ce.tipoId,
    certidaoModeloId: ce.modeloId,
    certidaoNumero: ce.modeloId === CERTIDAO_MODELO.NOVO ? onlyDigits(ce.numero) : ce.numero,
    certidaoCartorioNome: ce.cartorioNome,
    certidaoLivro: ce.livro,
    certidaoFolha: ce.folha,
    certidaoDataEmissao: ce.dataEmissao,
    certidaoMunicipioId: ce.municipioId,
    certidaoCartorioCodigo: ce.cartorioCodigo,
    protocoloCross: v.outro.protocoloCross,
  };
}

async function idsVisiveis(tx: Tx, tabela: typeof alergia | typeof medicamento | typeof convenioMedico, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await tx.select({ id: tabela.id }).from(tabela).where(inArray(tabela.id, ids));
  return new Set(rows.map((r) => r.id));
}

const rotuloDe = (r: CidadaoRow) => rotuloPaciente(r);

/** `existentes` of a 422: the records that already hold the CPF or the CNS typed. */
type Existente = { id: number; label: string; campo: 'cpf' | 'cns' };

/**
 * Every check of a save, collected into one answer (issue 16 item 7: one save shows every problem): the
 * rules without the database (`validarPaciente`, with the municipality's settings), the caller's own
 * (`extra`), references of this municipality and CPF/CNS already registered (with a link) all go in one 422;
 * only a clean record meets the similar-records check (409 unless confirmed). Returns the validated record.
 */
export async function verificar(
  tx: Tx,
  entrada: unknown,
  idAtual?: number,
  extra: (v: PacienteInput) => Problema[] = () => [],
): Promise<PacienteInput> {
  const validacao = validarPaciente(entrada, await parametros(tx));
  const v = validacao.dados;
  const errors: Record<string, string[]> = {};
  const add = (path: (string | number)[], msg: string) => {
    const k = campoWire(path);
    if (!errors[k]?.includes(msg)) errors[k] = [...(errors[k] ?? []), msg];
  };
  for (const [path, msg] of [...validacao.problemas, ...extra(v)]) add(path, msg);

  const alergias = await idsVisiveis(
    tx,
    alergia,
    v.alergias.map((a) => a.alergiaId),
  );
  v.alergias.forEach((a, i) => {
    if (!alergias.has(a.alergiaId)) add(['alergias', i, 'alergiaId'], 'Alergia não encontrada.');
  });
  const meds = await idsVisiveis(
    tx,
    medicamento,
    v.medicamentosUsoContinuo.map((m) => m.medicamentoId),
  );
  v.medicamentosUsoContinuo.forEach((m, i) => {
    if (!meds.has(m.medicamentoId)) add(['medicamentosUsoContinuo', i, 'medicamentoId'], 'Medicamento não encontrado.');
  });
  const convs = await idsVisiveis(tx, convenioMedico, v.conveniosMedicos);
  if (v.conveniosMedicos.some((c) => !convs.has(c))) add(['conveniosMedicos'], 'Convênio não encontrado.');
  if (v.logradouroId) {
    const [l] = await tx.select({ id: logradouro.id }).from(logradouro).where(eq(logradouro.id, v.logradouroId));
    if (!l) add(['logradouroId'], 'Logradouro não encontrado.');
  }
  if (v.loteamentoId) {
    const [l] = await tx.select({ id: loteamento.id }).from(loteamento).where(eq(loteamento.id, v.loteamentoId));
    if (!l) add(['loteamentoId'], 'Loteamento não encontrado.');
  }

  const outro = idAtual ? ne(cidadao.id, idAtual) : undefined;
  const cpfProprio = v.cpfNaoPertenceAoCidadao ? null : v.cpf;
  const existentes: Existente[] = [];
  for (const [campo, valor, coluna, nome] of [
    ['cpf', cpfProprio, cidadao.cpf, 'CPF'],
    ['cns', v.cns, cidadao.cns, 'CNS'],
  ] as const) {
    if (!valor) continue;
    const [existente] = await tx
      .select()
      .from(cidadao)
      .where(and(eq(coluna, valor), outro));
    if (existente) {
      const dica = campo === 'cpf' ? ' Se o CPF não pertence ao cidadão, marque "CPF não pertence ao cidadão" e informe o motivo.' : '';
      add([campo], `${nome} já cadastrado para ${rotuloDe(existente)}.${dica}`);
      existentes.push({ id: existente.id, label: rotuloDe(existente), campo });
    }
  }
  if (Object.keys(errors).length) throw erro422(errors, existentes.length ? { existentes } : {});

  if (!v.provisorio && !v.confirmarDuplicidade && v.nome && v.dataNascimento) {
    const nome = sem(v.nome);
    const mae = v.nomeMae && !v.desconheceNomeMae ? sem(v.nomeMae) : null;
    const similares = await tx
      .select()
      .from(cidadao)
      .where(
        and(
          eq(cidadao.dataNascimento, v.dataNascimento),
          sql`${cidadao.unificadoEmId} is null`,
          outro,
          sql`similarity(${col(cidadao.nome)}, ${nome}) >= 0.8`,
          mae ? sql`similarity(coalesce(${col(cidadao.nomeMae as never)}, ''), ${mae}) >= 0.6` : sql`${cidadao.nomeMae} is null`,
        ),
      )
      .limit(10);
    if (similares.length) {
      throw new Resposta(409, {
        message: 'Já existe paciente com nome, data de nascimento e nome da mãe muito parecidos. Confira antes de salvar.',
        duplicados: similares.map((s) => ({ id: s.id, label: rotuloDe(s) })),
      });
    }
  }
  return v;
}

export async function gravarFilhos(tx: Tx, id: number, v: PacienteInput) {
  for (const t of [cidadaoTelefone, cidadaoConvenio, cidadaoAlergia, cidadaoMedicamento, cidadaoFatorRisco]) {
    await tx.delete(t).where(eq(t.cidadaoId, id));
  }
  if (v.telefones.length)
    await tx.insert(cidadaoTelefone).values(v.telefones.map((t, ordem) => ({ cidadaoId: id, numero: t.numero, ordem })));
  if (v.conveniosMedicos.length)
    await tx.insert(cidadaoConvenio).values(v.conveniosMedicos.map((convenioMedicoId) => ({ cidadaoId: id, convenioMedicoId })));
  if (v.alergias.length)
    await tx.insert(cidadaoAlergia).values(
      v.alergias.map((a, ordem) => ({
        cidadaoId: id,
        alergiaId: a.alergiaId,
        tipoId: a.tipoId,
        criticidadeId: a.criticidadeId,
        reacoesObservacoes: a.reacoesObservacoes,
        cidCodigo: a.cidId,
        ordem,
      })),
    );
  if (v.medicamentosUsoContinuo.length)
    await tx
      .insert(cidadaoMedicamento)
      .values(v.medicamentosUsoContinuo.map((m, ordem) => ({ cidadaoId: id, medicamentoId: m.medicamentoId, ordem })));
  if (v.fatoresRisco.length)
    await tx.insert(cidadaoFatorRisco).values(v.fatoresRisco.map((fatorRiscoId) => ({ cidadaoId: id, fatorRiscoId })));
}

// ---------- address lookup (CEP → street → bairro, município, UF, IBGE) ----------

export async function enderecos(tx: Tx, filtro: { cep?: string; logradouroId?: number }) {
  const cond = filtro.logradouroId ? eq(logradouro.id, filtro.logradouroId) : eq(logradouro.cep, onlyDigits(filtro.cep));
  const rows = await tx
    .select({
      id: logradouro.id,
      nome: logradouro.nome,
      tipo: sql<string>`(select t.nome from tipo_logradouro t where t.codigo = ${logradouro.tipoLogradouroCodigo})`,
      cep: logradouro.cep,
      bairroNome: bairro.nome,
      municipioId: bairro.municipioId,
      municipioNome: municipio.nome,
      estadoUf: estado.uf,
    })
    .from(logradouro)
    .innerJoin(bairro, eq(bairro.id, logradouro.bairroId))
    .leftJoin(municipio, eq(municipio.id, bairro.municipioId))
    .leftJoin(estado, eq(estado.id, municipio.estadoId))
    .where(and(cond, filtro.logradouroId ? undefined : eq(logradouro.bloqueado, false)))
    .orderBy(asc(logradouro.nome))
    .limit(20);
  return rows.map((l) => ({
    logradouro: { id: l.id, label: `${l.nome} - ${l.cep}` },
    tipoLogradouro: l.tipo,
    cep: l.cep,
    bairroNome: l.bairroNome,
    municipioNome: l.municipioNome,
    estadoUf: l.estadoUf,
    ibge: l.municipioId ? String(l.municipioId) : null,
    paisNome: 'Brasil',
  }));
}

// ---------- the model of the form ----------

const municipioRotulo = async (tx: Tx, id: number | null) => {
  if (!id) return null;
  const [m] = await tx
    .select({ id: municipio.id, nome: municipio.nome, uf: estado.uf })
    .from(municipio)
    .innerJoin(estado, eq(estado.id, municipio.estadoId))
    .where(eq(municipio.id, id));
  return m ? { id: m.id, label: `${m.nome} - ${m.uf}`, nome: m.nome, uf: m.uf } : null;
};
const algum = (o: Record<string, unknown>) => Object.values(o).some((x) => x !== null && x !== undefined && x !== '');

/** The record as the form reads it (spec 001 §3 names), with the labels the autocompletes show. */
export async function modelo(tx: Tx, r: CidadaoRow) {
  const telefones = await tx
    .select({ numero: cidadaoTelefone.numero })
    .from(cidadaoTelefone)
    .where(eq(cidadaoTelefone.cidadaoId, r.id))
    .orderBy(asc(cidadaoTelefone.ordem));
  const convenios = await tx
    .select({ id: convenioMedico.id, label: convenioMedico.nome })
    .from(cidadaoConvenio)
    .innerJoin(convenioMedico, eq(convenioMedico.id, cidadaoConvenio.convenioMedicoId))
    .where(eq(cidadaoConvenio.cidadaoId, r.id))
    .orderBy(asc(cidadaoConvenio.id));
  const alergias = await tx
    .select({
      alergiaId: cidadaoAlergia.alergiaId,
      alergiaNome: alergia.nome,
      tipoId: cidadaoAlergia.tipoId,
      criticidadeId: cidadaoAlergia.criticidadeId,
      reacoesObservacoes: cidadaoAlergia.reacoesObservacoes,
      cidId: cidadaoAlergia.cidCodigo,
    })
    .from(cidadaoAlergia)
    .innerJoin(alergia, eq(alergia.id, cidadaoAlergia.alergiaId))
    .where(eq(cidadaoAlergia.cidadaoId, r.id))
    .orderBy(asc(cidadaoAlergia.ordem));
  const medicamentos = await tx
    .select({
      medicamentoId: cidadaoMedicamento.medicamentoId,
      medicamentoNome: sql<string>`concat_ws(' ', ${medicamento.denominacao}, ${medicamento.concentracao})`,
    })
    .from(cidadaoMedicamento)
    .innerJoin(medicamento, eq(medicamento.id, cidadaoMedicamento.medicamentoId))
    .where(eq(cidadaoMedicamento.cidadaoId, r.id))
    .orderBy(asc(cidadaoMedicamento.ordem));
  const fatores = await tx
    .select({ id: cidadaoFatorRisco.fatorRiscoId })
    .from(cidadaoFatorRisco)
    .where(eq(cidadaoFatorRisco.cidadaoId, r.id))
    .orderBy(asc(cidadaoFatorRisco.fatorRiscoId));
  let endereco: Record<string, unknown> = {};
  if (r.logradouroId) {
    const [e] = await enderecos(tx, { logradouroId: r.logradouroId });
    if (e) endereco = e;
  }
  const [lot] = r.loteamentoId
    ? await tx.select({ id: loteamento.id, label: loteamento.nome }).from(loteamento).where(eq(loteamento.id, r.loteamentoId))
    : [];
  const codigosCid = alergias.filter((a) => a.cidId).map((a) => a.cidId as string);
  const cidRows = codigosCid.length
    ? await tx.select({ codigo: cid.codigo, descricao: cid.descricao }).from(cid).where(inArray(cid.codigo, codigosCid))
    : [];
  const fmtCid = (c: string) => (c.length === 4 ? `${c.slice(0, 3)}.${c[3]}` : c);

  const carteiraIdentidade = { numero: r.rgNumero, estadoId: r.rgEstadoId, orgaoEmissor: r.rgOrgaoEmissor, dataEmissao: r.rgDataEmissao };
  const carteiraNacionalHabilitacao = {
    numero: r.cnhNumero,
    dataEmissao: r.cnhDataEmissao,
    dataValidade: r.cnhDataValidade,
    estadoId: r.cnhEstadoId,
    categoriaId: r.cnhCategoriaId,
  };
  const carteiraTrabalho = {
    numero: r.ctpsNumero,
    serie: r.ctpsSerie,
    dataEmissao: r.ctpsDataEmissao,
    estadoId: r.ctpsEstadoId,
    nisPisPasep: r.nisPisPasep,
  };
  const estrangeiroEntradaBrasil = { rne: r.rne, dataEntrada: r.dataEntradaBrasil };
  const tituloEleitor = { numero: r.tituloNumero, zona: r.tituloZona, secao: r.tituloSecao };
  const certidao = {
    tipoId: r.certidaoTipoId,
    modeloId: r.certidaoModeloId,
    numero: r.certidaoNumero,
    cartorioNome: r.certidaoCartorioNome,
    livro: r.certidaoLivro,
    folha: r.certidaoFolha,
    dataEmissao: r.certidaoDataEmissao,
    municipioId: r.certidaoMunicipioId,
    cartorioCodigo: r.certidaoCartorioCodigo,
  };
  // documents live on the citizen row (1:1): their `id` is the citizen's when filled
  const doc = <T extends Record<string, unknown>>(o: T) => ({ id: algum(o) ? r.id : null, ...o });
  return {
    id: r.id,
    label: rotuloDe(r),
    nomeExibicao: nomeExibicao(r),
    idade: idadeCompleta(r.dataNascimento),
    bloqueado: r.bloqueado,
    provisorio: r.provisorio,
    regularizadoEm: r.regularizadoEm,
    unificadoEmId: r.unificadoEmId,
    dataObito: r.dataObito,
    cadastroSimplificado: r.cadastroSimplificado,
    semDocumentos: r.semDocumentos,
    idadeEstimada: r.idadeEstimada,
    caracteristicasFisicas: r.caracteristicasFisicas,
    cns: r.cns,
    cpf: r.cpfNaoPertenceAoCidadao ? r.cpfTerceiro : r.cpf,
    cpfNaoPertenceAoCidadao: r.cpfNaoPertenceAoCidadao,
    motivoDuplicidadeCpfId: r.motivoDuplicidadeCpfId,
    motivoDuplicidadeCpfOutro: r.motivoDuplicidadeCpfOutro,
    nome: r.nome,
    nomeSocial: r.nomeSocial,
    preferenciaNomeId: r.preferenciaNomeId,
    dataNascimento: r.dataNascimento,
    sexoId: r.sexoId,
    identidadeGeneroId: r.identidadeGeneroId,
    estadoCivilId: r.estadoCivilId,
    conjuge: r.conjuge,
    situacaoFamiliarConjugalId: r.situacaoFamiliarConjugalId,
    racaCorId: r.racaCorId,
    etniaIndigenaId: r.etniaIndigenaId,
    tipoSanguineoId: r.tipoSanguineoId,
    deficienciaId: r.deficienciaId,
    deficienciaOutro: r.deficienciaOutro,
    mobilidadeReduzidaId: r.mobilidadeReduzidaId,
    desconheceNomeMae: r.desconheceNomeMae,
    desconheceNomePai: r.desconheceNomePai,
    nomeMae: r.nomeMae,
    nomePai: r.nomePai,
    localNascimentoId: r.localNascimentoId,
    paisNascimentoId: r.paisNascimentoId,
    nacionalidadeId: r.nacionalidadeId,
    portariaNaturalizacao: r.portariaNaturalizacao,
    dataNaturalizacao: r.dataNaturalizacao,
    estadoNascimentoId: r.estadoNascimentoId,
    municipioNascimento: await municipioRotulo(tx, r.municipioNascimentoId),
    municipioNascimentoId: r.municipioNascimentoId,
    // spec 001 §3 default: false when absent and not a simplified registration
    frequentaEscola: r.frequentaEscola ?? (r.cadastroSimplificado ? null : false),
    escolaridadeId: r.escolaridadeId,
    email: r.email,
    telefones,
    conveniosMedicos: convenios.map((c) => c.id),
    conveniosMedicosItens: convenios,
    fatoresRisco: fatores.map((f) => f.id),
    fatorRiscoOutro: r.fatorRiscoOutro,
    alergias: alergias.map(({ alergiaNome, ...a }) => {
      const c = cidRows.find((x) => x.codigo === a.cidId);
      return {
        ...a,
        alergia: { id: a.alergiaId, label: alergiaNome },
        cid: c ? { id: c.codigo, label: `${fmtCid(c.codigo)} - ${c.descricao}` } : null,
      };
    }),
    medicamentosUsoContinuo: medicamentos.map((m) => ({
      medicamentoId: m.medicamentoId,
      medicamento: { id: m.medicamentoId, label: m.medicamentoNome },
    })),
    dataEntradaDomicilio: r.dataEntradaDomicilio,
    pesoId: r.pesoId,
    logradouroId: r.logradouroId,
    logradouro: null,
    cep: null,
    bairroNome: null,
    municipioNome: null,
    estadoUf: null,
    ibge: null,
    paisNome: null,
    ...endereco,
    cepFormatado: endereco.cep ? formatCep(String(endereco.cep)) : null,
    numero: r.numero,
    semNumero: r.semNumero,
    complemento: r.complemento,
    referencia: r.referencia,
    loteamentoId: r.loteamentoId,
    loteamento: lot ?? null,
    zonaId: r.zonaId,
    latitude: r.latitude == null ? null : Number(r.latitude),
    longitude: r.longitude == null ? null : Number(r.longitude),
    tempoHabitacao: r.tempoHabitacao,
    carteiraIdentidade: doc(carteiraIdentidade),
    carteiraNacionalHabilitacao: doc(carteiraNacionalHabilitacao),
    carteiraTrabalho: doc(carteiraTrabalho),
    estrangeiroEntradaBrasil: doc(estrangeiroEntradaBrasil),
    tituloEleitor: doc(tituloEleitor),
    certidao: { ...doc(certidao), municipio: await municipioRotulo(tx, r.certidaoMunicipioId) },
    outro: { protocoloCross: r.protocoloCross },
  };
}
