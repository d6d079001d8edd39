import { describe, expect, it } from 'vitest';
import { instanteLocal, montarBundleRia, type OpcoesRia, type RegistroRia, RIA, validarRegistroRia } from './ria.js';

// 12:00 in Brasília on 27/11/2026
const AGORA = new Date('2026-11-27T15:00:00Z');

function opcoes(): OpcoesRia {
  let n = 0;
  return { solicitante: '12345', uuid: () => `00000000-0000-4000-8000-00000000000${++n}`, agora: () => AGORA };
}

const valido = (): RegistroRia => ({
  idLocal: 'vac-2026-000042',
  paciente: { cns: '898 0062 0997 3606', cpf: null, nascimento: '2025-05-10' },
  cnes: '2337991',
  vacinador: { cns: '700609923387762', cbo: '322205' },
  imunobiologico: '22',
  fabricante: '12',
  lote: ' 237VCD221Z ',
  dose: '2',
  via: '3',
  local: '5',
  estrategia: '1',
  grupoAtendimento: '000201',
  dataAplicacao: '2026-11-27',
  dataRegistro: '2026-11-27T09:41:00-03:00',
  origem: 'unidade',
});

const montar = (r: RegistroRia) => {
  const res = montarBundleRia(r, opcoes());
  if (!res.ok) throw new Error(res.motivos.join(' '));
  return res.bundle;
};

describe('RIA-R 2.0 bundle of a valid dose', () => {
  it('builds the document field by field: profiles, systems, codes, the two entries and their references', () => {
    const b = montar(valido());
    expect(b.resourceType).toBe('Bundle');
    expect(b.type).toBe('document');
    expect(b.identifier).toEqual({ system: 'http://www.saude.gov.br/fhir/r4/NamingSystem/BRRNDS-12345', value: 'vac-2026-000042' });
    expect(b.timestamp).toBe('2026-11-27T12:00:00-03:00');
    expect(b.entry.map((e) => e.fullUrl)).toEqual([
      'urn:uuid:00000000-0000-4000-8000-000000000001',
      'urn:uuid:00000000-0000-4000-8000-000000000002',
    ]);

    const [{ resource: c }, { resource: i, fullUrl: urlImunizacao }] = b.entry;
    const paciente = { system: 'http://rnds.saude.gov.br/fhir/r4/NamingSystem/cns', value: '898006209973606' };
    expect(c).toEqual({
      resourceType: 'Composition',
      meta: { profile: ['http://www.saude.gov.br/fhir/r4/StructureDefinition/BRRegistroImunobiologicoAdministradoRotina-2.0'] },
      status: 'final',
      type: { coding: [{ system: 'http://www.saude.gov.br/fhir/r4/CodeSystem/BRTipoDocumento', code: 'RIA' }] },
      subject: { identifier: paciente },
      date: '2026-11-27T09:41:00-03:00',
      author: [{ identifier: { system: 'http://rnds.saude.gov.br/fhir/r4/NamingSystem/cnes', value: '2337991' } }],
      title: 'Registro de Imunobiológico Administrado na Rotina',
      section: [{ entry: [{ reference: urlImunizacao }] }],
    });

    const cs = (n: string, code: string) => ({ coding: [{ system: `http://www.saude.gov.br/fhir/r4/CodeSystem/${n}`, code }] });
    expect(i).toEqual({
      resourceType: 'Immunization',
      meta: { profile: ['http://www.saude.gov.br/fhir/r4/StructureDefinition/BRImunobiologicoAdministrado-3.0'] },
      extension: [
        {
          url: 'http://www.saude.gov.br/fhir/r4/StructureDefinition/BRGrupoAtendimento',
          valueCodeableConcept: cs('BRGrupoAtendimento', '000201'),
        },
      ],
      status: 'completed',
      vaccineCode: cs('BRImunobiologico', '22'),
      patient: { identifier: paciente },
      occurrenceDateTime: '2026-11-27',
      primarySource: true,
      manufacturer: { identifier: { system: 'http://www.saude.gov.br/fhir/r4/CodeSystem/BRFabricantePNI', value: '12' } },
      lotNumber: '237VCD221Z',
      site: cs('BRLocalAplicacao', '5'),
      route: cs('BRViaAdministracao', '3'),
      performer: [{ function: cs('BRCBO', '322205'), actor: { reference: 'Practitioner/700609923387762' } }],
      protocolApplied: [
        {
          extension: [
            {
              url: 'http://www.saude.gov.br/fhir/r4/StructureDefinition/BREstrategiaVacinacao-1.0',
              valueCodeableConcept: cs('BREstrategiaVacinacao', '1'),
            },
          ],
          doseNumberString: '2',
        },
      ],
    });
  });

  it('is deterministic given the uuid generator and the clock', () => {
    expect(JSON.stringify(montar(valido()))).toBe(JSON.stringify(montar(valido())));
  });

  it('uses the CPF when there is no valid CNS', () => {
    const b = montar({ ...valido(), paciente: { cns: null, cpf: '529.982.247-25', nascimento: '2025-05-10' } });
    const esperado = { system: RIA.cpf, value: '52998224725' };
    expect(b.entry[0].resource.subject).toEqual({ identifier: esperado });
    expect(b.entry[1].resource.patient).toEqual({ identifier: esperado });
  });

  it('sends the maternal condition, the hanseníase contact of a BCG and the replaced document', () => {
    const b = montar({
      ...valido(),
      paciente: { cns: '898006209973606', nascimento: '1998-03-01' },
      imunobiologico: '15',
      condicaoMaternal: '2',
      contatoHanseniase: false,
      substitui: 'abc-123',
    });
    expect(b.entry[1].resource.extension).toEqual([
      { url: RIA.extGrupoAtendimento, valueCodeableConcept: { coding: [{ system: RIA.grupoAtendimento, code: '000201' }] } },
      { url: RIA.extCondicaoMaternal, valueCodeableConcept: { coding: [{ system: RIA.condicaoMaternal, code: '2' }] } },
      { url: RIA.extContatoHanseniase, valueBoolean: false },
    ]);
    expect(b.entry[0].resource.relatesTo).toEqual([{ code: 'replaces', targetReference: { reference: 'Composition/abc-123' } }]);
  });

  it('marks a transcription with its origin and lets lot and manufacturer be absent', () => {
    const i = montar({ ...valido(), origem: 'transcricao', lote: null, fabricante: null, dataAplicacao: '2025-06-10' }).entry[1].resource;
    expect(i.primarySource).toBe(false);
    expect(i.reportOrigin).toEqual({ coding: [{ system: RIA.registroOrigem, code: '01' }] });
    expect(i).not.toHaveProperty('lotNumber');
    expect(i).not.toHaveProperty('manufacturer');

    const exterior = montar({ ...valido(), origem: 'exterior', pais: '045', dataAplicacao: '2025-06-10' }).entry[1].resource;
    expect(exterior.reportOrigin).toEqual({ coding: [{ system: RIA.registroOrigem, code: '02' }] });
    expect(exterior.extension).toContainEqual({ url: RIA.extPais, valueCodeableConcept: { coding: [{ system: RIA.pais, code: '045' }] } });
  });
});

describe('validarRegistroRia: each incomplete record gives its reason and no bundle', () => {
  const casos: [string, (r: RegistroRia) => RegistroRia, string][] = [
    ['no CNS nor CPF', (r) => ({ ...r, paciente: { ...r.paciente, cns: '', cpf: null } }), 'Paciente sem CNS nem CPF.'],
    [
      'CNS failing the official algorithm',
      (r) => ({ ...r, paciente: { ...r.paciente, cns: '100000000000104' } }),
      'CNS do paciente inválido.',
    ],
    ['invalid CPF', (r) => ({ ...r, paciente: { ...r.paciente, cns: null, cpf: '123.456.789-00' } }), 'CPF do paciente inválido.'],
    [
      'no birth date',
      (r) => ({ ...r, paciente: { ...r.paciente, nascimento: '' } }),
      'Data de nascimento do paciente não informada ou inválida.',
    ],
    ['no lot', (r) => ({ ...r, lote: '  ' }), 'Lote não informado.'],
    ['no manufacturer', (r) => ({ ...r, fabricante: null }), 'Fabricante não informado.'],
    ['no CNES', (r) => ({ ...r, cnes: '' }), 'CNES do estabelecimento não informado ou inválido (7 dígitos).'],
    ['vaccinator without CNS', (r) => ({ ...r, vacinador: { cns: null, cbo: '322205' } }), 'Vacinador sem CNS.'],
    [
      'vaccinator with an invalid CNS',
      (r) => ({ ...r, vacinador: { cns: '700000000000001', cbo: '322205' } }),
      'CNS do vacinador inválido.',
    ],
    [
      'vaccinator without CBO',
      (r) => ({ ...r, vacinador: { cns: '700609923387762', cbo: '' } }),
      'CBO do vacinador não informado ou inválido.',
    ],
    ['administration in the future', (r) => ({ ...r, dataAplicacao: '2026-11-28' }), 'Data de aplicação no futuro.'],
    [
      'administration before birth',
      (r) => ({ ...r, dataAplicacao: '2025-05-09' }),
      'Data de aplicação anterior ao nascimento do paciente.',
    ],
    ['unreadable administration date', (r) => ({ ...r, dataAplicacao: '2026-02-30' }), 'Data de aplicação não informada ou inválida.'],
    ['registration in the future', (r) => ({ ...r, dataRegistro: '2026-11-27T12:30:00-03:00' }), 'Data e hora do registro no futuro.'],
    [
      'registration before the administration',
      (r) => ({ ...r, dataRegistro: '2026-11-26T09:00:00-03:00' }),
      'Data do registro anterior à data de aplicação.',
    ],
    ['no vaccine', (r) => ({ ...r, imunobiologico: '' }), 'Imunobiológico não informado.'],
    ['no dose', (r) => ({ ...r, dose: '' }), 'Dose não informada.'],
    ['no route', (r) => ({ ...r, via: '' }), 'Via de administração não informada.'],
    ['no site', (r) => ({ ...r, local: '' }), 'Local de aplicação não informado.'],
    ['no grupo de atendimento', (r) => ({ ...r, grupoAtendimento: '' }), 'Grupo de atendimento não informado.'],
    ['no local id', (r) => ({ ...r, idLocal: '' }), 'Registro sem identificador local.'],
    ['BCG without the hanseníase contact', (r) => ({ ...r, imunobiologico: '15' }), 'BCG: informe se o paciente é contato de hanseníase.'],
    [
      'fertile age without maternal condition',
      (r) => ({ ...r, paciente: { ...r.paciente, nascimento: '2016-11-27' } }),
      'Condição maternal não informada (obrigatória de 10 a 49 anos).',
    ],
    [
      'special strategy (needs a CID-10 entry not built)',
      (r) => ({ ...r, estrategia: '2' }),
      'Estratégia especial exige o CBO do prescritor e o CID-10 da indicação, ainda não enviados: registre pelo SI-PNI.',
    ],
    ['dose abroad without country', (r) => ({ ...r, origem: 'exterior' }), 'País da vacinação no exterior não informado.'],
  ];

  it.each(casos)('%s', (_nome, alterar, motivo) => {
    const r = alterar(valido());
    expect(validarRegistroRia(r, AGORA)).toEqual([motivo]);
    expect(montarBundleRia(r, opcoes())).toEqual({ ok: false, motivos: [motivo] });
  });

  it('accepts a valid record, and 9 years and 364 days needs no maternal condition', () => {
    expect(validarRegistroRia(valido(), AGORA)).toEqual([]);
    expect(validarRegistroRia({ ...valido(), paciente: { cns: '898006209973606', nascimento: '2016-11-28' } }, AGORA)).toEqual([]);
  });

  it('refuses to build without the requester id', () => {
    expect(montarBundleRia(valido(), { ...opcoes(), solicitante: '' })).toEqual({
      ok: false,
      motivos: ['Identificador de solicitante RNDS (BRRNDS) não configurado.'],
    });
  });
});

describe('instanteLocal', () => {
  it('writes the instant in Brasília time with its offset', () => {
    expect(instanteLocal(new Date('2026-01-01T02:30:05Z'))).toBe('2025-12-31T23:30:05-03:00');
  });
});
