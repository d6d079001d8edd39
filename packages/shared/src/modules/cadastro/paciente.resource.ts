import { z } from 'zod';
import { defineResource } from '../../resource/define-resource.js';
import { f } from '../../resource/fields.js';
import { hojeIso } from '../../validation/datas.js';
import { onlyDigits } from '../../validation/digits.js';
import { formatCns } from '../../validation/masks.js';
import { mensagens } from '../../validation/messages.js';
import { indicesDuplicados, termoInvalidoProblema } from '../../validation/texto.js';
import { zCid, zOpcional } from '../../validation/zod-fields.js';
import {
  ALERGIA_CRITICIDADES,
  ALERGIA_TIPOS,
  CATEGORIAS_CNH,
  CERTIDAO_MODELO,
  CERTIDAO_MODELOS,
  CERTIDAO_TIPOS,
  DEFICIENCIA_OUTRA,
  DEFICIENCIAS,
  ESCOLARIDADES,
  ESTADOS_CIVIS,
  FATOR_RISCO_OUTRO,
  FATORES_RISCO,
  IDENTIDADES_GENERO,
  ids,
  LOCAIS_NASCIMENTO,
  MOBILIDADES_REDUZIDAS,
  MOTIVO_DUPLICIDADE_CPF_OUTRO,
  MOTIVOS_DUPLICIDADE_CPF,
  NACIONALIDADE,
  NACIONALIDADES,
  type Opcao,
  PESOS,
  PREFERENCIA_NOME,
  PREFERENCIAS_NOME,
  RACA_COR_INDIGENA,
  RACAS_CORES,
  SEXOS,
  SITUACOES_FAMILIARES_CONJUGAIS,
  TIPOS_SANGUINEO,
  ZONAS,
} from './paciente-opcoes.js';

/** Oldest accepted birth date: 130 years ago (spec decision, docs/registros.md). */
export const IDADE_MAXIMA_ANOS = 130;
export function dataNascimentoMinima(hoje = hojeIso()): string {
  return `${Number(hoje.slice(0, 4)) - IDADE_MAXIMA_ANOS}${hoje.slice(4)}`;
}

// Field helpers of this form. Multipart sends everything as text and nulls as empty (spec 001 §3).
const bool = (padrao = false) => z.preprocess((v) => (v === '' || v === null ? undefined : v), f.booleano().optional().default(padrao));
const opcao = (label: string, lista: readonly Opcao[]) => zOpcional(f.enumeracao(label, ids(lista)));
const idOpcional = (label: string) => zOpcional(f.referencia(label));
const texto = (label: string, max: number) => f.textoOpcional(label, { max });
const data = (label: string) => zOpcional(f.data(label, { max: () => hojeIso() }));
const lista = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (v) => (v === '' || v == null ? [] : typeof v === 'object' && !Array.isArray(v) ? Object.values(v) : v),
    z.array(item).max(50),
  );
const objeto = <T extends z.ZodRawShape>(campos: z.ZodObject<T>) =>
  // the document's own `id` (spec 001 §3) is not kept: documents are stored on the citizen row (1:1)
  z.preprocess((v) => (v === '' || v == null ? {} : v), campos);
const digitos = (label: string, min: number, max: number) =>
  zOpcional(
    z
      .string()
      .transform(onlyDigits)
      .refine(
        (v) => v.length >= min && v.length <= max,
        min === max ? mensagens.tamanhoExato(label, min) : mensagens.tamanhoEntre(label, min, max),
      ),
  );

const telefoneItem = z.object({ numero: f.telefone('Telefone') });
const alergiaItem = z.object({
  alergiaId: f.referencia('Alergia'),
  tipoId: opcao('Tipo de alergia', ALERGIA_TIPOS),
  criticidadeId: opcao('Criticidade', ALERGIA_CRITICIDADES),
  reacoesObservacoes: texto('Reações / observações', 1000),
  cidId: zOpcional(zCid('CID')),
});
const medicamentoItem = z.object({ medicamentoId: f.referencia('Medicamento') });

/** The documents of spec 001 §3, each an object of the form (stored on the citizen row). */
const DOCUMENTOS = {
  carteiraIdentidade: z.object({
    numero: texto('Número do RG', 20),
    estadoId: idOpcional('UF do RG'),
    orgaoEmissor: texto('Órgão emissor', 20),
    dataEmissao: data('Data de emissão do RG'),
  }),
  carteiraNacionalHabilitacao: z.object({
    numero: digitos('Número da CNH', 11, 11),
    dataEmissao: data('Data de emissão da CNH'),
    dataValidade: zOpcional(f.data('Validade da CNH')),
    estadoId: idOpcional('UF da CNH'),
    categoriaId: opcao('Categoria', CATEGORIAS_CNH),
  }),
  carteiraTrabalho: z.object({
    numero: digitos('Número da CTPS', 1, 11),
    serie: digitos('Série da CTPS', 1, 5),
    dataEmissao: data('Data de emissão da CTPS'),
    estadoId: idOpcional('UF da CTPS'),
    nisPisPasep: zOpcional(f.pis('PIS / PASEP | NIS')),
  }),
  estrangeiroEntradaBrasil: z.object({
    rne: texto('RNE', 20),
    dataEntrada: data('Data de entrada no Brasil'),
  }),
  tituloEleitor: z.object({
    numero: digitos('Número do título', 12, 12),
    zona: digitos('Zona eleitoral', 1, 4),
    secao: digitos('Seção', 1, 4),
  }),
  certidao: z.object({
    tipoId: opcao('Tipo de certidão', CERTIDAO_TIPOS),
    modeloId: opcao('Modelo da certidão', CERTIDAO_MODELOS),
    numero: zOpcional(z.string().trim().max(40)),
    cartorioNome: texto('Cartório', 150),
    livro: texto('Livro', 10),
    folha: texto('Folha', 10),
    dataEmissao: data('Data de emissão da certidão'),
    municipioId: idOpcional('Município do cartório'),
    cartorioCodigo: digitos('Código do cartório', 6, 6),
  }),
  outro: z.object({ protocoloCross: texto('Protocolo CROSS', 30) }),
};

/**
 * The citizen (cidadão/paciente) record of spec 001 §3: every field, as the form sends it (JSON or
 * multipart with bracketed names). Rules that need no settings are here (both sides run them);
 * the municipality's settings add theirs in `regrasParametrizadas`.
 */
const pacienteCampos = z.object({
  // identification and status
  cadastroSimplificado: bool(),
  semDocumentos: bool(),
  provisorio: bool(),
  idadeEstimada: zOpcional(f.inteiro('Idade estimada', { min: 0, max: IDADE_MAXIMA_ANOS })),
  caracteristicasFisicas: texto('Características físicas', 1000),
  cns: zOpcional(f.cns('CNS')),
  cpf: zOpcional(f.cpf('CPF')),
  cpfNaoPertenceAoCidadao: bool(),
  motivoDuplicidadeCpfId: opcao('Motivo', MOTIVOS_DUPLICIDADE_CPF),
  motivoDuplicidadeCpfOutro: texto('Outro motivo', 200),
  nome: zOpcional(f.nomeCompleto('Nome')),
  nomeSocial: texto('Nome social', 150),
  preferenciaNomeId: opcao('Preferência de nome', PREFERENCIAS_NOME),
  dataNascimento: zOpcional(f.data('Data de nascimento', { max: () => hojeIso(), min: () => dataNascimentoMinima() })),
  sexoId: zOpcional(f.enumeracao('Sexo', ids(SEXOS))),
  identidadeGeneroId: opcao('Identidade de gênero', IDENTIDADES_GENERO),
  estadoCivilId: opcao('Estado civil', ESTADOS_CIVIS),
  conjuge: texto('Cônjuge', 150),
  situacaoFamiliarConjugalId: opcao('Situação familiar/conjugal', SITUACOES_FAMILIARES_CONJUGAIS),
  racaCorId: opcao('Raça/cor', RACAS_CORES),
  etniaIndigenaId: zOpcional(f.inteiro('Etnia', { min: 1, max: 9999 })),
  tipoSanguineoId: opcao('Tipo sanguíneo', TIPOS_SANGUINEO),
  deficienciaId: opcao('Deficiência', DEFICIENCIAS),
  deficienciaOutro: texto('Outra deficiência', 150),
  mobilidadeReduzidaId: opcao('Mobilidade reduzida', MOBILIDADES_REDUZIDAS),
  desconheceNomeMae: bool(),
  desconheceNomePai: bool(),
  nomeMae: zOpcional(f.nomeCompleto('Nome da mãe')),
  nomePai: zOpcional(f.nomeCompleto('Nome do pai')),
  // birth and nationality
  localNascimentoId: opcao('Local de nascimento', LOCAIS_NASCIMENTO),
  paisNascimentoId: idOpcional('País de nascimento'),
  nacionalidadeId: opcao('Nacionalidade', NACIONALIDADES),
  portariaNaturalizacao: texto('Portaria de naturalização', 30),
  dataNaturalizacao: data('Data de naturalização'),
  estadoNascimentoId: idOpcional('UF de nascimento'),
  municipioNascimentoId: idOpcional('Município de nascimento'),
  // schooling, contact and health
  // spec 001 §3: absent stays absent here; the server defaults it to false unless the registration is simplified
  frequentaEscola: z.preprocess((v) => (v === '' || v === null ? undefined : v), f.booleano().optional()),
  escolaridadeId: opcao('Escolaridade', ESCOLARIDADES),
  email: zOpcional(f.email('E-mail')),
  telefones: lista(telefoneItem).default([]),
  conveniosMedicos: lista(z.coerce.number().int().positive())
    .default([])
    .transform((v) => [...new Set(v)]),
  fatoresRisco: lista(f.enumeracao('Fator de risco', ids(FATORES_RISCO)))
    .default([])
    .transform((v) => [...new Set(v)]),
  fatorRiscoOutro: texto('Outro fator de risco', 150),
  alergias: lista(alergiaItem).default([]),
  medicamentosUsoContinuo: lista(medicamentoItem).default([]),
  dataEntradaDomicilio: data('Data de entrada no domicílio'),
  pesoId: opcao('Peso', PESOS),
  // home address
  logradouroId: idOpcional('Logradouro'),
  numero: texto('Número', 10),
  semNumero: bool(),
  complemento: texto('Complemento', 100),
  referencia: texto('Ponto de referência', 200),
  loteamentoId: idOpcional('Loteamento'),
  zonaId: opcao('Zona', ZONAS),
  latitude: zOpcional(f.decimal('Latitude', { min: -90, max: 90 })),
  longitude: zOpcional(f.decimal('Longitude', { min: -180, max: 180 })),
  tempoHabitacao: texto('Tempo de habitação', 50),
  // documents
  carteiraIdentidade: objeto(DOCUMENTOS.carteiraIdentidade),
  carteiraNacionalHabilitacao: objeto(DOCUMENTOS.carteiraNacionalHabilitacao),
  carteiraTrabalho: objeto(DOCUMENTOS.carteiraTrabalho),
  estrangeiroEntradaBrasil: objeto(DOCUMENTOS.estrangeiroEntradaBrasil),
  tituloEleitor: objeto(DOCUMENTOS.tituloEleitor),
  certidao: objeto(DOCUMENTOS.certidao),
  outro: objeto(DOCUMENTOS.outro),
  /** The user saw the similar records (409) and saves anyway. */
  confirmarDuplicidade: bool(),
});

export const pacienteSchema = pacienteCampos.superRefine((v, ctx) => {
  for (const [path, message] of regrasPaciente(v)) ctx.addIssue({ code: 'custom', path, message });
});

export type PacienteInput = z.output<typeof pacienteSchema>;
/** A problem of the record: the path of its field (camelCase, list indexes as numbers) and the pt-BR message. */
export type Problema = [(string | number)[], string];

/** Rules between fields (spec 001 §3 and docs/registros.md), shared by the API and the form. */
export function regrasPaciente(v: Omit<PacienteInput, never>): Problema[] {
  const p: Problema[] = [];
  const completo = !v.cadastroSimplificado && !v.provisorio;
  if (!v.provisorio) {
    if (!v.nome) p.push([['nome'], mensagens.obrigatorio('Nome')]);
    if (v.sexoId == null) p.push([['sexoId'], mensagens.obrigatorio('Sexo')]);
    if (!v.dataNascimento) p.push([['dataNascimento'], mensagens.obrigatorio('Data de nascimento')]);
    if (!v.desconheceNomeMae && !v.nomeMae) p.push([['nomeMae'], mensagens.obrigatorio('Nome da mãe')]);
  } else if (v.idadeEstimada == null && !v.dataNascimento) {
    p.push([['idadeEstimada'], mensagens.obrigatorio('Idade estimada')]);
  }
  if (v.cpfNaoPertenceAoCidadao) {
    if (!v.cpf) p.push([['cpf'], mensagens.obrigatorio('CPF')]);
    if (v.motivoDuplicidadeCpfId == null) p.push([['motivoDuplicidadeCpfId'], mensagens.obrigatorio('Motivo')]);
    if (v.motivoDuplicidadeCpfId === MOTIVO_DUPLICIDADE_CPF_OUTRO && !v.motivoDuplicidadeCpfOutro)
      p.push([['motivoDuplicidadeCpfOutro'], mensagens.obrigatorio('Outro motivo')]);
  }
  if (v.nomeSocial && v.nome && v.nomeSocial.toUpperCase() === v.nome.toUpperCase())
    p.push([['nomeSocial'], 'Nome social deve ser diferente do nome.']);
  if (v.preferenciaNomeId === PREFERENCIA_NOME.NOME_SOCIAL && !v.nomeSocial) p.push([['nomeSocial'], mensagens.obrigatorio('Nome social')]);
  if (completo) {
    if (!v.desconheceNomePai && !v.nomePai) p.push([['nomePai'], mensagens.obrigatorio('Nome do pai')]);
    if (v.racaCorId == null) p.push([['racaCorId'], mensagens.obrigatorio('Raça/cor')]);
    if (v.nacionalidadeId == null) p.push([['nacionalidadeId'], mensagens.obrigatorio('Nacionalidade')]);
    if (v.nacionalidadeId === NACIONALIDADE.BRASILEIRA && !v.municipioNascimentoId)
      p.push([['municipioNascimentoId'], mensagens.obrigatorio('Município de nascimento')]);
    if (v.nacionalidadeId === NACIONALIDADE.ESTRANGEIRO && !v.paisNascimentoId)
      p.push([['paisNascimentoId'], mensagens.obrigatorio('País de nascimento')]);
  }
  if (v.nacionalidadeId === NACIONALIDADE.NATURALIZADO) {
    if (completo && !v.portariaNaturalizacao) p.push([['portariaNaturalizacao'], mensagens.obrigatorio('Portaria de naturalização')]);
    if (completo && !v.dataNaturalizacao) p.push([['dataNaturalizacao'], mensagens.obrigatorio('Data de naturalização')]);
  } else {
    if (v.dataNaturalizacao) p.push([['dataNaturalizacao'], 'Data de naturalização só se aplica a naturalizados.']);
    if (v.portariaNaturalizacao) p.push([['portariaNaturalizacao'], 'Portaria de naturalização só se aplica a naturalizados.']);
  }
  if (v.dataNaturalizacao && v.dataNascimento && v.dataNaturalizacao < v.dataNascimento)
    p.push([['dataNaturalizacao'], mensagens.maiorOuIgual('Data de naturalização', 'data de nascimento')]);
  if (v.racaCorId === RACA_COR_INDIGENA && v.etniaIndigenaId == null) p.push([['etniaIndigenaId'], mensagens.obrigatorio('Etnia')]);
  if (v.racaCorId !== RACA_COR_INDIGENA && v.etniaIndigenaId != null)
    p.push([['etniaIndigenaId'], 'Etnia só se aplica à raça/cor indígena.']);
  if (v.deficienciaId === DEFICIENCIA_OUTRA && !v.deficienciaOutro)
    p.push([['deficienciaOutro'], mensagens.obrigatorio('Outra deficiência')]);
  if (v.fatoresRisco.includes(FATOR_RISCO_OUTRO) && !v.fatorRiscoOutro)
    p.push([['fatorRiscoOutro'], mensagens.obrigatorio('Outro fator de risco')]);
  for (const i of indicesDuplicados(v.alergias.map((a) => String(a.alergiaId))))
    p.push([['alergias', i, 'alergiaId'], mensagens.duplicado('Alergia')]);
  for (const i of indicesDuplicados(v.medicamentosUsoContinuo.map((m) => String(m.medicamentoId))))
    p.push([['medicamentosUsoContinuo', i, 'medicamentoId'], mensagens.duplicado('Medicamento')]);
  for (const i of indicesDuplicados(v.telefones.map((t) => t.numero)))
    p.push([['telefones', i, 'numero'], mensagens.duplicado('Telefone')]);
  if (v.logradouroId && !v.semNumero && !v.numero) p.push([['numero'], mensagens.obrigatorio('Número')]);
  const cnh = v.carteiraNacionalHabilitacao;
  if (cnh.dataValidade && cnh.dataEmissao && cnh.dataValidade < cnh.dataEmissao)
    p.push([['carteiraNacionalHabilitacao', 'dataValidade'], mensagens.maiorOuIgual('Validade da CNH', 'data de emissão')]);
  if (cnh.numero && !cnh.categoriaId) p.push([['carteiraNacionalHabilitacao', 'categoriaId'], mensagens.obrigatorio('Categoria')]);
  const rg = v.carteiraIdentidade;
  if (rg.numero && !rg.estadoId) p.push([['carteiraIdentidade', 'estadoId'], mensagens.obrigatorio('UF do RG')]);
  const cert = v.certidao;
  if (cert.numero || cert.modeloId || cert.livro) {
    if (!cert.tipoId) p.push([['certidao', 'tipoId'], mensagens.obrigatorio('Tipo de certidão')]);
    if (!cert.modeloId) p.push([['certidao', 'modeloId'], mensagens.obrigatorio('Modelo da certidão')]);
    if (cert.modeloId === CERTIDAO_MODELO.NOVO) {
      if (onlyDigits(cert.numero).length !== 32) p.push([['certidao', 'numero'], mensagens.certidaoNascimento]);
    } else if (cert.modeloId === CERTIDAO_MODELO.ANTIGO) {
      if (!cert.numero) p.push([['certidao', 'numero'], mensagens.obrigatorio('Termo')]);
      if (!cert.livro) p.push([['certidao', 'livro'], mensagens.obrigatorio('Livro')]);
      if (!cert.folha) p.push([['certidao', 'folha'], mensagens.obrigatorio('Folha')]);
      if (!cert.cartorioNome) p.push([['certidao', 'cartorioNome'], mensagens.obrigatorio('Cartório')]);
    }
  }
  return p;
}

/** Settings of the registry module (cadastro/parametrizacao) that the patient rules read. */
export interface ParametrosPaciente {
  permitirCadastroSimplificado: boolean;
  exigirCpfOuCns: boolean;
  idadeCpfObrigatorio: number;
  exigirTelefone: boolean;
  exigirEndereco: boolean;
  termosInvalidos: readonly string[];
}

/** Whole years between a birth date and today (both 'YYYY-MM-DD'). */
export function idadeCompleta(dataNascimento: string | null | undefined, hoje = hojeIso()): number | null {
  if (!dataNascimento) return null;
  const anos = Number(hoje.slice(0, 4)) - Number(dataNascimento.slice(0, 4));
  return hoje.slice(5) < dataNascimento.slice(5) ? anos - 1 : anos;
}

/** The rules that depend on the municipality's settings and on the forbidden-terms list. */
export function regrasParametrizadas(v: PacienteInput, par: ParametrosPaciente): Problema[] {
  const p: Problema[] = [];
  for (const [campo, label] of [
    ['nome', 'Nome'],
    ['nomeSocial', 'Nome social'],
    ['nomeMae', 'Nome da mãe'],
    ['nomePai', 'Nome do pai'],
  ] as const) {
    const m = termoInvalidoProblema(label, v[campo], par.termosInvalidos);
    if (m) p.push([[campo], m]);
  }
  if (v.cadastroSimplificado && !par.permitirCadastroSimplificado)
    p.push([['cadastroSimplificado'], 'O cadastro simplificado não está permitido neste município.']);
  const completo = !v.cadastroSimplificado && !v.provisorio;
  if (completo && !v.semDocumentos) {
    if (par.exigirCpfOuCns && !v.cpf && !v.cns) {
      p.push([['cpf'], 'Informe o CPF ou o CNS (ou marque "Sem documentos").']);
      p.push([['cns'], 'Informe o CPF ou o CNS (ou marque "Sem documentos").']);
    }
    const idade = idadeCompleta(v.dataNascimento);
    if (par.idadeCpfObrigatorio > 0 && idade !== null && idade >= par.idadeCpfObrigatorio && (!v.cpf || v.cpfNaoPertenceAoCidadao))
      p.push([['cpf'], `CPF é obrigatório a partir de ${par.idadeCpfObrigatorio} anos.`]);
  }
  if (completo && par.exigirTelefone && v.telefones.length === 0) p.push([['telefones'], 'Informe ao menos um telefone.']);
  if (completo && par.exigirEndereco && !v.logradouroId) p.push([['logradouroId'], mensagens.obrigatorio('Logradouro')]);
  return p;
}

type Entrada = Record<string, unknown>;
const comoObjeto = (v: unknown): Entrada => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Entrada) : {});

/**
 * The fields of an object parsed one by one: a valid field keeps its value, an invalid one reports its
 * issues and is left empty (`vazio`) or as typed (`digitado`, text only), so the rules between fields can
 * still run. A document (an object of fields) is read field by field too.
 */
function campoACampo(
  shape: z.ZodRawShape,
  entrada: Entrada,
  prefixo: string[],
  problemas: Problema[],
): { vazio: Entrada; digitado: Entrada } {
  const vazio: Entrada = {};
  const digitado: Entrada = {};
  for (const [k, campo] of Object.entries(shape) as [string, z.ZodType][]) {
    const r = campo.safeParse(entrada[k]);
    if (r.success) {
      vazio[k] = digitado[k] = r.data;
      continue;
    }
    const documento = prefixo.length ? undefined : DOCUMENTOS[k as keyof typeof DOCUMENTOS];
    if (documento && entrada[k] && typeof entrada[k] === 'object') {
      const partes = campoACampo(documento.shape, comoObjeto(entrada[k]), [k], problemas);
      vazio[k] = partes.vazio;
      digitado[k] = partes.digitado;
      continue;
    }
    for (const i of r.error.issues) problemas.push([[...prefixo, k, ...(i.path as (string | number)[])], i.message]);
    const padrao = campo.safeParse(undefined);
    vazio[k] = padrao.success ? padrao.data : null;
    const bruto = entrada[k];
    digitado[k] = vazio[k] === null && typeof bruto === 'string' && bruto.trim() !== '' ? bruto : vazio[k];
  }
  return { vazio, digitado };
}

const chaveProblema = ([path, msg]: Problema) => `${path.join('.')}\u0000${msg}`;

/**
 * Every rule of the record that needs no database, in one pass (issue 16 item 7: one save shows every
 * problem): each field's own rule, the rules between fields and, with the municipality's settings, the
 * settings rules and the forbidden terms. Unlike `pacienteSchema.safeParse`, an invalid field does not hide
 * the other rules: they run with the field left empty and with it as typed, and a problem is reported only
 * when both agree (so "Informe o CPF ou o CNS" does not appear beside an invalid CPF). `dados` is the
 * record when there is no problem, else the valid part (what the database checks can still use).
 */
export function validarPaciente(
  entrada: unknown,
  par?: ParametrosPaciente,
): { ok: true; dados: PacienteInput; problemas: [] } | { ok: false; dados: PacienteInput; problemas: Problema[] } {
  const problemas: Problema[] = [];
  const { vazio, digitado } = campoACampo(pacienteCampos.shape, comoObjeto(entrada), [], problemas);
  const regras = (v: PacienteInput) => [...regrasPaciente(v), ...(par ? regrasParametrizadas(v, par) : [])];
  const dados = vazio as PacienteInput;
  const comoDigitado = new Set(regras(digitado as PacienteInput).map(chaveProblema));
  const vistos = new Set(problemas.map(chaveProblema));
  for (const p of regras(dados)) {
    const chave = chaveProblema(p);
    if (comoDigitado.has(chave) && !vistos.has(chave)) {
      vistos.add(chave);
      problemas.push(p);
    }
  }
  return problemas.length ? { ok: false, dados, problemas } : { ok: true, dados, problemas: [] };
}

/** The name shown everywhere (list, autocomplete, form header): the social name when preferred. */
export function nomeExibicao(p: { nome: string; nomeSocial?: string | null; preferenciaNomeId?: number | null }): string {
  return p.preferenciaNomeId === PREFERENCIA_NOME.NOME_SOCIAL && p.nomeSocial ? p.nomeSocial : p.nome;
}

const formatarCpf = (cpf: string) => cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
const dataBr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Autocomplete label: "NOME — CPF formatted or CNS — dd/mm/aaaa" (missing parts are left out). */
export function rotuloPaciente(p: {
  nome: string;
  nomeSocial?: string | null;
  preferenciaNomeId?: number | null;
  cpf?: string | null;
  cns?: string | null;
  dataNascimento?: string | null;
}): string {
  const doc = p.cpf ? formatarCpf(p.cpf) : p.cns ? formatCns(p.cns) : null;
  return [nomeExibicao(p).toUpperCase(), doc, p.dataNascimento ? dataBr(p.dataNascimento) : null].filter(Boolean).join(' — ');
}

/** The generated name of an unknown patient: "DESCONHECIDO 2026-11-21 14:32 (masc., ~40 anos)". */
export function nomeProvisorio(momento: string, sexoId: number | null | undefined, idade: number | null | undefined): string {
  const sexo = sexoId === 0 ? 'masc.' : sexoId === 1 ? 'fem.' : 'sexo ignorado';
  return `DESCONHECIDO ${momento} (${[sexo, idade != null ? `~${idade} anos` : null].filter(Boolean).join(', ')})`;
}

/** The search box understands CPF, CNS, a birth date or a name (of the patient or the mother). */
export type ChaveBusca = { tipo: 'cpf' | 'cns'; valor: string } | { tipo: 'data'; valor: string } | { tipo: 'nome'; valor: string };
export function chaveBusca(termo: string): ChaveBusca {
  const t = termo.trim();
  const data = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(t);
  if (data) return { tipo: 'data', valor: `${data[3]}-${data[2]}-${data[1]}` };
  if (/^[\d.\-\s/]+$/.test(t)) {
    const d = onlyDigits(t);
    if (d.length === 11) return { tipo: 'cpf', valor: d };
    if (d.length === 15) return { tipo: 'cns', valor: d };
  }
  return { tipo: 'nome', valor: t };
}

export const pacienteResource = defineResource({
  modulo: 'cadastro',
  recurso: 'paciente',
  nome: 'Paciente',
  nomePlural: 'Pacientes',
  schema: pacienteSchema,
  columns: [
    { data: 'nome', title: 'Nome / nome social', sortable: true, searchable: true },
    { data: 'cpf', title: 'CPF', sortable: true },
    { data: 'cns', title: 'CNS', sortable: true },
    { data: 'dataNascimento', title: 'Nascimento / idade', tipo: 'data', sortable: true },
    { data: 'nomeMae', title: 'Mãe', sortable: true },
    { data: 'bloqueado', title: 'Situação', tipo: 'booleano', sortable: true },
  ],
  defaultOrder: { column: 'nome', dir: 'asc' },
  filtros: [
    {
      name: 'situacao',
      label: 'Situação',
      opcoes: [
        { value: 'ativo', label: 'Ativos' },
        { value: 'bloqueado', label: 'Bloqueados' },
        { value: 'provisorio', label: 'Provisórios (desconhecidos)' },
        { value: 'obito', label: 'Com óbito' },
      ],
    },
  ],
  acoes: { cadastrar: true, editar: true, bloquear: true },
});

/** Extra permission: turning an unknown (provisional) record into a normal one. */
export const PERMISSAO_REGULARIZAR_PACIENTE = 'editar-cadastro-paciente-regularizacao';
