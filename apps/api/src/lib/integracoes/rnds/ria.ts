import { fusoHorario, hojeIso, instanteValido, isDataIso, isValidCns, isValidCpf, normalizeCns, onlyDigits } from '@saude/shared';

/**
 * RNDS RIA-R 2.0 — the national record of one administered immunobiological (formats §4.2), built as a pure function.
 *
 * One dose = one FHIR R4 Bundle `type = document` with two entries, both addressed by `urn:uuid:` fullUrls:
 *   1. Composition `BRRegistroImunobiologicoAdministradoRotina-2.0`, type BRTipoDocumento `RIA`, subject = the patient
 *      (CNS or CPF), author = the establishment (CNES), date = when the dose was recorded here, one section whose entry
 *      points to the Immunization; `relatesTo replaces` when the document corrects an earlier submission (formats §4.1);
 *   2. Immunization `BRImunobiologicoAdministrado-3.0`: vaccine (BRImunobiologico), manufacturer (BRFabricantePNI), lot,
 *      route, site, performer (vaccinator CNS + CBO), dose (BRDose) and strategy (BREstrategiaVacinacao) under
 *      protocolApplied, grupo de atendimento / condição maternal / contato hanseníase extensions, origin of the record.
 * Bundle.identifier = BRRNDS-<requester id> + our local id of the dose, the idempotency key of the submission.
 *
 * `validarRegistroRia` lists in pt-BR why a record cannot be exported; `montarBundleRia` refuses such a record. Ids and
 * the clock are injected, so the JSON is deterministic. Sending belongs to the integrations issue (RndsClient, §8).
 *
 * Sources (read, not copied): the RIA IG v1.0.0 (information model of RIA-R, its artifact list, the extensions
 * BRCondicaoMaternal, BRGrupoAtendimento, BRContatoHanseniase, BREstrategiaVacinacao-1.0 and the code systems
 * BRRegistroOrigem and BRCondicaoMaternal with their codes), kyriosdata/rnds-ig (FSH of the 1.0 profiles and of
 * BREstrategiaVacinacao/BRPais), and a public RIA-R client (Bundle shape, systems of the coded elements).
 * CONFIRMED: profile URLs and versions of the pair; BRTipoDocumento#RIA; Bundle.identifier system; extension URLs
 *   BRGrupoAtendimento, BRCondicaoMaternal (codes 1 não se aplica, 2 gestante, 3 puérpera), BRContatoHanseniase,
 *   BREstrategiaVacinacao-1.0 on protocolApplied (codes 1 rotina, 2 especial … 9); CodeSystem URLs BRImunobiologico,
 *   BRFabricantePNI, BRDose, BRViaAdministracao, BRLocalAplicacao, BRRegistroOrigem (01 transcrição de caderneta,
 *   02 vacina no exterior); Immunization.reportOrigin carries BRRegistroOrigem; doseNumberString holds the BRDose code;
 *   lotNumber/manufacturer optional only for a transcription; the administration date ≤ today; BCG (code 15) needs
 *   the hanseníase contact; "Especial" needs prescriber CBO + CID-10 (a Condition entry, not built here: refused).
 * INFERRED (verify against the RNDS homologation validator): the identifier systems
 *   `http://rnds.saude.gov.br/fhir/r4/NamingSystem/{cns,cpf,cnes}` (confirmed for the lookups of §4.1, assumed for the
 *   documents); performer.function coded with CodeSystem BRCBO; performer.actor as `Practitioner/<CNS>`;
 *   manufacturer as an identifier of BRFabricantePNI; Composition.title text; primarySource false for a
 *   transcription; the country of a dose abroad as the BRPais-1.0 extension on the Immunization; "idade fértil" as
 *   10 to 49 years at the date of the dose for the mandatory maternal condition.
 */

const SD = 'http://www.saude.gov.br/fhir/r4/StructureDefinition';
const CS = 'http://www.saude.gov.br/fhir/r4/CodeSystem';
const NS = 'http://rnds.saude.gov.br/fhir/r4/NamingSystem';

export const RIA = {
  perfilComposicao: `${SD}/BRRegistroImunobiologicoAdministradoRotina-2.0`,
  perfilImunizacao: `${SD}/BRImunobiologicoAdministrado-3.0`,
  tipoDocumento: `${CS}/BRTipoDocumento`,
  sistemaSolicitante: 'http://www.saude.gov.br/fhir/r4/NamingSystem/BRRNDS-',
  cns: `${NS}/cns`,
  cpf: `${NS}/cpf`,
  cnes: `${NS}/cnes`,
  imunobiologico: `${CS}/BRImunobiologico`,
  fabricante: `${CS}/BRFabricantePNI`,
  dose: `${CS}/BRDose`,
  via: `${CS}/BRViaAdministracao`,
  local: `${CS}/BRLocalAplicacao`,
  estrategia: `${CS}/BREstrategiaVacinacao`,
  grupoAtendimento: `${CS}/BRGrupoAtendimento`,
  condicaoMaternal: `${CS}/BRCondicaoMaternal`,
  registroOrigem: `${CS}/BRRegistroOrigem`,
  cbo: `${CS}/BRCBO`,
  pais: `${CS}/BRPais`,
  extEstrategia: `${SD}/BREstrategiaVacinacao-1.0`,
  extGrupoAtendimento: `${SD}/BRGrupoAtendimento`,
  extCondicaoMaternal: `${SD}/BRCondicaoMaternal`,
  extContatoHanseniase: `${SD}/BRContatoHanseniase`,
  extPais: `${SD}/BRPais-1.0`,
  titulo: 'Registro de Imunobiológico Administrado na Rotina',
} as const;

/** BRImunobiologico code of BCG: its record must say whether the patient is a hanseníase contact. */
export const IMUNOBIOLOGICO_BCG = '15';
/** BREstrategiaVacinacao "Especial": needs the prescriber and a CID-10 justification, which this builder does not send. */
export const ESTRATEGIA_ESPECIAL = '2';
/** BRRegistroOrigem codes: a transcription of a previous record, a dose given abroad. */
export const ORIGEM_RNDS = { transcricao: '01', exterior: '02' } as const;
/** BRCondicaoMaternal codes. */
export type CondicaoMaternal = '1' | '2' | '3';

/** One administered dose, as the immunization module knows it (codes already in the RNDS code systems). */
export interface RegistroRia {
  /** Our unique id of the dose (idempotency key of the submission): the same dose always gives the same value. */
  idLocal: string;
  paciente: { cns?: string | null; cpf?: string | null; nascimento: string };
  /** CNES of the establishment that applied (or transcribed) the dose. */
  cnes: string;
  vacinador: { cns?: string | null; cbo?: string | null };
  imunobiologico: string;
  /** BRFabricantePNI code; optional for a transcription or a dose abroad. */
  fabricante?: string | null;
  /** Optional for a transcription or a dose abroad. */
  lote?: string | null;
  dose: string;
  via: string;
  local: string;
  estrategia: string;
  grupoAtendimento: string;
  /** Mandatory between 10 and 49 years of age. */
  condicaoMaternal?: CondicaoMaternal | null;
  /** Mandatory for BCG. */
  contatoHanseniase?: boolean | null;
  /** 'YYYY-MM-DD' or an instant with offset. */
  dataAplicacao: string;
  /** Instant with offset: when the dose was recorded in this system. */
  dataRegistro: string;
  /** This unit applied the dose, or it is a transcription of a previous record (here or abroad). */
  origem: 'unidade' | 'transcricao' | 'exterior';
  /** BRPais code, required for a dose given abroad. */
  pais?: string | null;
  /** RNDS id of an earlier submission of this dose, when this document replaces it. */
  substitui?: string | null;
}

export interface OpcoesRia {
  /** The requester id the RNDS portal gave the municipality (`BRRNDS-<id>`). */
  solicitante: string;
  /** A v4 UUID generator (crypto.randomUUID in production). */
  uuid: () => string;
  agora: () => Date;
}

type Json = { [k: string]: unknown };
export interface BundleRia {
  resourceType: 'Bundle';
  identifier: { system: string; value: string };
  type: 'document';
  timestamp: string;
  entry: [{ fullUrl: string; resource: Json }, { fullUrl: string; resource: Json }];
}

export type ResultadoRia = { ok: true; bundle: BundleRia } | { ok: false; motivos: string[] };

const preenchido = (v: string | null | undefined): v is string => !!v && v.trim() !== '';
const transcrito = (r: RegistroRia) => r.origem !== 'unidade';
const dataDe = (v: string) => v.slice(0, 10);

/** Completed years between two 'YYYY-MM-DD' dates. */
function idadeEm(nascimento: string, data: string): number {
  const anos = Number(data.slice(0, 4)) - Number(nascimento.slice(0, 4));
  return data.slice(5) < nascimento.slice(5) ? anos - 1 : anos;
}

/** The patient identifier sent: a valid CNS first, else a valid CPF. */
function identificadorPaciente(r: RegistroRia): { system: string; value: string } | null {
  const cns = normalizeCns(r.paciente.cns);
  if (isValidCns(cns)) return { system: RIA.cns, value: cns };
  const cpf = onlyDigits(r.paciente.cpf);
  if (isValidCpf(cpf)) return { system: RIA.cpf, value: cpf };
  return null;
}

/** Why this record cannot become a RIA-R document (empty when it can), in pt-BR. `agora` decides "today". */
export function validarRegistroRia(r: RegistroRia, agora: Date = new Date()): string[] {
  const m: string[] = [];
  const hoje = hojeIso(agora);
  if (!preenchido(r.idLocal)) m.push('Registro sem identificador local.');

  const temCns = preenchido(r.paciente.cns);
  const temCpf = preenchido(r.paciente.cpf);
  if (!temCns && !temCpf) m.push('Paciente sem CNS nem CPF.');
  else if (!identificadorPaciente(r)) {
    if (temCns) m.push('CNS do paciente inválido.');
    if (temCpf) m.push('CPF do paciente inválido.');
  }
  const nascimentoOk = isDataIso(r.paciente.nascimento);
  if (!nascimentoOk) m.push('Data de nascimento do paciente não informada ou inválida.');
  else if (r.paciente.nascimento > hoje) m.push('Data de nascimento do paciente no futuro.');

  if (!/^\d{7}$/.test(r.cnes ?? '')) m.push('CNES do estabelecimento não informado ou inválido (7 dígitos).');
  if (!preenchido(r.vacinador.cns)) m.push('Vacinador sem CNS.');
  else if (!isValidCns(r.vacinador.cns)) m.push('CNS do vacinador inválido.');
  if (!/^\d{4}[0-9A-Z]{2}$/.test(r.vacinador.cbo ?? '')) m.push('CBO do vacinador não informado ou inválido.');

  if (!preenchido(r.imunobiologico)) m.push('Imunobiológico não informado.');
  if (!preenchido(r.dose)) m.push('Dose não informada.');
  if (!preenchido(r.via)) m.push('Via de administração não informada.');
  if (!preenchido(r.local)) m.push('Local de aplicação não informado.');
  if (!preenchido(r.estrategia)) m.push('Estratégia de vacinação não informada.');
  else if (r.estrategia === ESTRATEGIA_ESPECIAL)
    m.push('Estratégia especial exige o CBO do prescritor e o CID-10 da indicação, ainda não enviados: registre pelo SI-PNI.');
  if (!preenchido(r.grupoAtendimento)) m.push('Grupo de atendimento não informado.');
  if (!transcrito(r)) {
    if (!preenchido(r.lote)) m.push('Lote não informado.');
    if (!preenchido(r.fabricante)) m.push('Fabricante não informado.');
  }
  if (r.origem === 'exterior' && !preenchido(r.pais)) m.push('País da vacinação no exterior não informado.');
  if (r.imunobiologico === IMUNOBIOLOGICO_BCG && typeof r.contatoHanseniase !== 'boolean')
    m.push('BCG: informe se o paciente é contato de hanseníase.');

  const aplicacaoOk = isDataIso(r.dataAplicacao) || instanteValido(r.dataAplicacao ?? '');
  if (!aplicacaoOk) m.push('Data de aplicação não informada ou inválida.');
  else {
    const aplicacao = dataDe(r.dataAplicacao);
    if (aplicacao > hoje) m.push('Data de aplicação no futuro.');
    if (nascimentoOk && aplicacao < r.paciente.nascimento) m.push('Data de aplicação anterior ao nascimento do paciente.');
    if (nascimentoOk && !r.condicaoMaternal) {
      const idade = idadeEm(r.paciente.nascimento, aplicacao);
      if (idade >= 10 && idade <= 49) m.push('Condição maternal não informada (obrigatória de 10 a 49 anos).');
    }
  }
  if (!instanteValido(r.dataRegistro ?? '')) m.push('Data e hora do registro não informadas ou inválidas.');
  else if (Date.parse(r.dataRegistro) > agora.getTime()) m.push('Data e hora do registro no futuro.');
  else if (aplicacaoOk && dataDe(r.dataAplicacao) <= hoje && hojeIso(new Date(r.dataRegistro)) < dataDe(r.dataAplicacao))
    m.push('Data do registro anterior à data de aplicação.');
  return m;
}

/** An instant in the municipality's zone with its offset ('2026-11-27T10:00:00-03:00'): what a Brazilian reader expects. */
export function instanteLocal(d: Date, fuso = fusoHorario()): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: fuso,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      timeZoneName: 'longOffset',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName.replace('GMT', '');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

const codigo = (system: string, code: string) => ({ coding: [{ system, code }] });

/** The RIA-R 2.0 document of one dose, or the reasons it cannot be built (never thrown). */
export function montarBundleRia(r: RegistroRia, opcoes: OpcoesRia): ResultadoRia {
  const agora = opcoes.agora();
  const motivos = validarRegistroRia(r, agora);
  if (!preenchido(opcoes.solicitante)) motivos.push('Identificador de solicitante RNDS (BRRNDS) não configurado.');
  if (motivos.length) return { ok: false, motivos };

  const paciente = identificadorPaciente(r) as { system: string; value: string };
  const urlComposicao = `urn:uuid:${opcoes.uuid()}`;
  const urlImunizacao = `urn:uuid:${opcoes.uuid()}`;

  const extensoes: Json[] = [{ url: RIA.extGrupoAtendimento, valueCodeableConcept: codigo(RIA.grupoAtendimento, r.grupoAtendimento) }];
  if (r.condicaoMaternal)
    extensoes.push({ url: RIA.extCondicaoMaternal, valueCodeableConcept: codigo(RIA.condicaoMaternal, r.condicaoMaternal) });
  if (typeof r.contatoHanseniase === 'boolean') extensoes.push({ url: RIA.extContatoHanseniase, valueBoolean: r.contatoHanseniase });
  if (r.origem === 'exterior' && r.pais) extensoes.push({ url: RIA.extPais, valueCodeableConcept: codigo(RIA.pais, r.pais) });

  const imunizacao: Json = {
    resourceType: 'Immunization',
    meta: { profile: [RIA.perfilImunizacao] },
    extension: extensoes,
    status: 'completed',
    vaccineCode: codigo(RIA.imunobiologico, r.imunobiologico),
    patient: { identifier: paciente },
    occurrenceDateTime: r.dataAplicacao,
    primarySource: !transcrito(r),
    ...(transcrito(r) ? { reportOrigin: codigo(RIA.registroOrigem, ORIGEM_RNDS[r.origem as 'transcricao' | 'exterior']) } : {}),
    ...(preenchido(r.fabricante) ? { manufacturer: { identifier: { system: RIA.fabricante, value: r.fabricante } } } : {}),
    ...(preenchido(r.lote) ? { lotNumber: r.lote.trim() } : {}),
    site: codigo(RIA.local, r.local),
    route: codigo(RIA.via, r.via),
    performer: [
      { function: codigo(RIA.cbo, r.vacinador.cbo as string), actor: { reference: `Practitioner/${normalizeCns(r.vacinador.cns)}` } },
    ],
    protocolApplied: [
      {
        extension: [{ url: RIA.extEstrategia, valueCodeableConcept: codigo(RIA.estrategia, r.estrategia) }],
        doseNumberString: r.dose,
      },
    ],
  };

  const composicao: Json = {
    resourceType: 'Composition',
    meta: { profile: [RIA.perfilComposicao] },
    status: 'final',
    type: codigo(RIA.tipoDocumento, 'RIA'),
    subject: { identifier: paciente },
    date: r.dataRegistro,
    author: [{ identifier: { system: RIA.cnes, value: r.cnes } }],
    title: RIA.titulo,
    ...(preenchido(r.substitui)
      ? { relatesTo: [{ code: 'replaces', targetReference: { reference: `Composition/${r.substitui.trim()}` } }] }
      : {}),
    section: [{ entry: [{ reference: urlImunizacao }] }],
  };

  return {
    ok: true,
    bundle: {
      resourceType: 'Bundle',
      identifier: { system: `${RIA.sistemaSolicitante}${opcoes.solicitante.trim()}`, value: r.idLocal },
      type: 'document',
      timestamp: instanteLocal(agora),
      entry: [
        { fullUrl: urlComposicao, resource: composicao },
        { fullUrl: urlImunizacao, resource: imunizacao },
      ],
    },
  };
}
