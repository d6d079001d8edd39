import { mod11Digit, SetorTipo as S, SetorTipoNome } from '@saude/shared';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { centroCusto, infraestrutura, logradouro, setor, unidade } from '../../../db/schema/index.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { sala } from '../sala/sala.table.js';
import { supervisor } from '../supervisor/supervisor.table.js';
import { unidadeExterna } from '../unidade-externa/unidade-externa.table.js';

/** A valid CNPJ from its first 12 digits (demo data only). */
export function gerarCnpj(base12: string): string {
  const d1 = mod11Digit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}

interface UnidadeDemo {
  nomeFantasia: string;
  razaoSocial?: string;
  cnes: string;
  cnpj?: string;
  tipoUnidadeId: number;
  telefone: string;
  telefone2?: string;
  email?: string;
  numero: string;
  complemento?: string;
}

/** The three units declared in db/seed/demo.ts, completed (tipo, CNPJ, contacts). CNES and CNPJ are fictitious. */
const COMPLETAR: UnidadeDemo[] = [
  {
    nomeFantasia: 'Secretaria Municipal de Saúde',
    razaoSocial: 'Fundo Municipal de Saúde de Garanhuns',
    cnes: '2345001',
    cnpj: gerarCnpj('114527360001'),
    tipoUnidadeId: 68,
    telefone: '8737610000',
    telefone2: '8737610001',
    email: 'secretaria.saude@demo.saude.local',
    numero: '120',
    complemento: '1º andar',
  },
  {
    nomeFantasia: 'UPA 24h Dr. Arnaldo Lopes',
    cnes: '2345002',
    tipoUnidadeId: 73,
    telefone: '8737612400',
    email: 'upa24h@demo.saude.local',
    numero: 'S/N',
  },
  {
    nomeFantasia: 'Policlínica Municipal',
    cnes: '2345003',
    tipoUnidadeId: 4,
    telefone: '8737613300',
    telefone2: '87999013300',
    email: 'policlinica@demo.saude.local',
    numero: '455',
  },
];

type Local = { nome: string; centros: { nome: string; setorTipoId: number; salas?: string[] }[] };
type NovaUnidade = UnidadeDemo & { locais: Local[] };

const usf = (bairro: string, cnes: string, telefone: string, numero: string): NovaUnidade => ({
  nomeFantasia: `USF ${bairro}`,
  razaoSocial: `Unidade de Saúde da Família ${bairro}`,
  cnes,
  tipoUnidadeId: 2,
  telefone,
  numero,
  locais: [
    {
      nome: `Atendimento USF ${bairro}`,
      centros: [
        { nome: `Recepção USF ${bairro}`, setorTipoId: S.RECEPCAO },
        { nome: `Triagem USF ${bairro}`, setorTipoId: S.TRIAGEM, salas: ['Sala de Triagem'] },
        {
          nome: `Consultórios USF ${bairro}`,
          setorTipoId: S.CONSULTORIO,
          salas: ['Consultório Médico', 'Consultório de Enfermagem', 'Consultório Odontológico'],
        },
        { nome: `Vacinação USF ${bairro}`, setorTipoId: S.ENFERMAGEM, salas: ['Sala de Vacina'] },
      ],
    },
  ],
});

const NOVAS: NovaUnidade[] = [
  usf('Heliópolis', '2712350', '8737621050', '87'),
  usf('Magano', '2712369', '8737621160', '310'),
  usf('Boa Vista', '2712377', '8737621270', '45'),
  usf('Severiano Moraes Filho', '2712385', '8737621380', '12'),
  {
    nomeFantasia: 'CAPS II Espaço Viver',
    razaoSocial: 'Centro de Atenção Psicossocial II de Garanhuns',
    cnes: '3298410',
    tipoUnidadeId: 70,
    telefone: '8737624410',
    numero: '230',
    locais: [
      {
        nome: 'Atenção Psicossocial',
        centros: [
          { nome: 'Acolhimento do CAPS', setorTipoId: S.RECEPCAO },
          { nome: 'Atendimento do CAPS', setorTipoId: S.CONSULTORIO, salas: ['Consultório 1', 'Consultório 2', 'Sala de Grupo'] },
        ],
      },
    ],
  },
  {
    nomeFantasia: 'Laboratório Municipal de Garanhuns',
    cnes: '3298429',
    tipoUnidadeId: 80,
    telefone: '8737625520',
    email: 'laboratorio@demo.saude.local',
    numero: '78',
    locais: [
      {
        nome: 'Coleta e Análises Clínicas',
        centros: [
          { nome: 'Recepção do Laboratório', setorTipoId: S.RECEPCAO },
          { nome: 'Coleta de Exames', setorTipoId: S.EXAMES, salas: ['Sala de Coleta 1', 'Sala de Coleta 2'] },
        ],
      },
    ],
  },
  {
    nomeFantasia: 'Centro de Imunização Municipal',
    cnes: '3298437',
    tipoUnidadeId: 85,
    telefone: '8737626630',
    numero: '15',
    locais: [
      {
        nome: 'Rede de Frio e Vacinação',
        centros: [
          { nome: 'Recepção da Imunização', setorTipoId: S.RECEPCAO },
          { nome: 'Sala de Vacinação Central', setorTipoId: S.ENFERMAGEM, salas: ['Sala de Vacina 1', 'Sala de Vacina 2'] },
        ],
      },
    ],
  },
];

/** Rooms of the centres declared in db/seed/demo.ts. */
const SALAS_EXISTENTES: Record<string, string[]> = {
  'Triagem e Classificação de Risco': ['Sala de Triagem 1', 'Sala de Triagem 2'],
  'Consultórios do Pronto Atendimento': ['Consultório 1', 'Consultório 2', 'Consultório 3'],
  'Sala de Observação': ['Observação Adulto', 'Observação Pediátrica'],
  'Medicação do Pronto Atendimento': ['Sala de Medicação'],
  'Consultórios do Ambulatório': ['Consultório 1', 'Consultório 2', 'Consultório 3', 'Consultório 4'],
  'Enfermagem do Ambulatório': ['Sala de Procedimentos', 'Sala de Curativos'],
  'Dispensação de Medicamentos': ['Guichê da Farmácia'],
};

const GARANHUNS = 2606002;
const RECIFE = 2611606;
const CARUARU = 2604106;

const EXTERNAS = [
  {
    nome: 'Hospital Regional Dom Moura',
    cnes: '2431971',
    tipoId: 1,
    municipioId: GARANHUNS,
    bairro: 'Heliópolis',
    logradouro: 'Avenida Simôa Gomes',
    numero: 'S/N',
    cep: '55296000',
    telefone: '8737612000',
  },
  {
    nome: 'Hospital da Restauração',
    cnes: '0000647',
    tipoId: 1,
    municipioId: RECIFE,
    bairro: 'Derby',
    logradouro: 'Avenida Governador Agamenon Magalhães',
    numero: 'S/N',
    cep: '52171011',
    telefone: '8131845400',
  },
  {
    nome: 'Instituto de Medicina Integral Prof. Fernando Figueira (IMIP)',
    cnes: '0000434',
    tipoId: 1,
    municipioId: RECIFE,
    bairro: 'Boa Vista',
    logradouro: 'Rua dos Coelhos',
    numero: '300',
    cep: '50070902',
    telefone: '8121224100',
  },
  {
    nome: 'Hospital Regional do Agreste Dr. Waldemiro Ferreira',
    cnes: '2348101',
    tipoId: 1,
    municipioId: CARUARU,
    bairro: 'Indianópolis',
    logradouro: 'Avenida Vera Cruz',
    numero: 'S/N',
    cep: '55026460',
    telefone: '8137191000',
  },
  {
    nome: 'Hemope — Hemocentro de Garanhuns',
    cnes: '2431980',
    tipoId: 5,
    municipioId: GARANHUNS,
    bairro: 'Heliópolis',
    logradouro: null,
    numero: null,
    cep: null,
    telefone: '8737617300',
  },
  {
    nome: 'Centro de Diagnóstico por Imagem do Agreste',
    cnes: null,
    tipoId: 4,
    municipioId: CARUARU,
    bairro: 'Maurício de Nassau',
    logradouro: null,
    numero: null,
    cep: null,
    telefone: '8137224400',
  },
];

/**
 * Structure of the demo municipality (cadastro/unidade, setor, sala, unidade-externa, supervisor):
 * completes the units of db/seed/demo.ts and adds basic-care units, CAPS, laboratory and immunisation
 * centre with their locations, cost centres and rooms. Streets are used only if already seeded.
 */
export async function seedEstruturaDemo(tx: Tx, ctx: SeedContexto) {
  // every sector type gets its sector (db/seed/demo.ts creates only the ones its centres use)
  const faltam = Object.values(S).filter((t) => !ctx.setores.has(t));
  if (faltam.length) {
    const novos = await tx
      .insert(setor)
      .values(faltam.map((t) => ({ nome: SetorTipoNome[t], setorTipoId: t })))
      .returning({ id: setor.id, tipo: setor.setorTipoId });
    for (const s of novos) ctx.setores.set(s.tipo, s.id);
  }

  for (const u of COMPLETAR) {
    const id = ctx.unidades.get(u.nomeFantasia);
    if (!id) continue;
    await tx
      .update(unidade)
      .set({ ...u, cnpj: u.cnpj ?? null })
      .where(eq(unidade.id, id));
  }

  const criadas = await tx
    .insert(unidade)
    .values(NOVAS.map(({ locais: _, ...u }) => ({ ...u, municipioId: ctx.municipioId })))
    .returning({ id: unidade.id, nome: unidade.nomeFantasia });
  for (const c of criadas) ctx.unidades.set(c.nome, c.id);

  const locais = NOVAS.flatMap((u) => u.locais.map((l) => ({ unidadeId: ctx.unidades.get(u.nomeFantasia) as number, ...l })));
  const infras = await tx
    .insert(infraestrutura)
    .values(locais.map((l) => ({ unidadeId: l.unidadeId, nome: l.nome })))
    .returning({ id: infraestrutura.id, nome: infraestrutura.nome });
  for (const inf of infras) ctx.infraestruturas.set(inf.nome, inf.id);

  const centros = locais.flatMap((l) => l.centros.map((c) => ({ infraestruturaId: ctx.infraestruturas.get(l.nome) as number, ...c })));
  const ccs = await tx
    .insert(centroCusto)
    .values(centros.map((c) => ({ infraestruturaId: c.infraestruturaId, setorId: ctx.setores.get(c.setorTipoId) as number, nome: c.nome })))
    .returning({ id: centroCusto.id, nome: centroCusto.nome });
  for (const cc of ccs) ctx.centrosCusto.set(cc.nome, cc.id);

  const salasPorCentro: Record<string, string[]> = { ...SALAS_EXISTENTES };
  for (const c of centros) if (c.salas) salasPorCentro[c.nome] = c.salas;
  const idsCentros = Object.keys(salasPorCentro)
    .map((n) => ctx.centrosCusto.get(n))
    .filter((v): v is number => v !== undefined);
  const localDoCentro = new Map(
    (
      await tx
        .select({ id: centroCusto.id, infra: centroCusto.infraestruturaId })
        .from(centroCusto)
        .where(inArray(centroCusto.id, idsCentros))
    ).map((c) => [c.id, c.infra]),
  );
  const salas = Object.entries(salasPorCentro).flatMap(([centro, nomes]) => {
    const ccId = ctx.centrosCusto.get(centro);
    if (!ccId) return [];
    return nomes.map((nome) => ({ nome, centroCustoId: ccId, infraestruturaId: localDoCentro.get(ccId) as number }));
  });
  if (salas.length) await tx.insert(sala).values(salas);

  await tx.insert(unidadeExterna).values(EXTERNAS);

  const supervisores = (
    [
      ['admin', 'cadastro'],
      // the pharmacist in charge (issue 19): the counter pharmacist asks him to authorise an early repeat
      ['farmaceutico', 'farmacia'],
      ['regulacao', 'regulacao'],
    ] as const
  )
    .filter(([login]) => ctx.usuarios.has(login))
    .map(([login, modulo]) => ({ usuarioId: ctx.usuarios.get(login) as number, modulo }));
  if (supervisores.length) await tx.insert(supervisor).values(supervisores);
}

/**
 * Runs after the street step (demo/enderecos.ts): gives each unit without a street one of the
 * municipality's streets. Without streets the units simply stay without one.
 */
export async function seedEnderecoUnidadesDemo(tx: Tx, _ctx: SeedContexto) {
  const ruas = await tx
    .select({ id: logradouro.id })
    .from(logradouro)
    .where(eq(logradouro.bloqueado, false))
    .orderBy(asc(logradouro.id))
    .limit(40);
  if (!ruas.length) return;
  const semRua = await tx.select({ id: unidade.id }).from(unidade).where(isNull(unidade.logradouroId)).orderBy(asc(unidade.id));
  // spread over the list so neighbouring units do not share one street
  for (const [i, u] of semRua.entries())
    await tx
      .update(unidade)
      .set({ logradouroId: ruas[(i * 7) % ruas.length].id })
      .where(eq(unidade.id, u.id));
}
