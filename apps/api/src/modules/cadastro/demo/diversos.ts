import { FeriadoAbrangencia, mod11Digit } from '@saude/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { bairro, loteamento } from '../../../db/schema/endereco.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { especialidade } from '../especialidade/especialidade.table.js';
import { feriado } from '../feriado/feriado.table.js';
import { servicoManutencao } from '../servico-manutencao/servico-manutencao.table.js';
import {
  unidadeExecutanteManutencao,
  unidadeExecutanteManutencaoServico,
} from '../unidade-executante-manutencao/unidade-executante-manutencao.table.js';

/** Specialties and their CBO 2002 codes (each checked against the shipped cbo2002-ocupacao file). */
const ESPECIALIDADES: [nome: string, cbo: string][] = [
  ['Anestesiologia', '225151'],
  ['Cardiologia', '225120'],
  ['Cirurgia geral', '225225'],
  ['Clínica médica', '225125'],
  ['Dermatologia', '225135'],
  ['Endocrinologia', '225155'],
  ['Enfermagem', '223505'],
  ['Fisioterapia', '223605'],
  ['Fonoaudiologia', '223810'],
  ['Gastroenterologia', '225165'],
  ['Geriatria', '225180'],
  ['Ginecologia e obstetrícia', '225250'],
  ['Infectologia', '225103'],
  // 225130 "Médico de família e comunidade"; 225142 is the ESF physician, used by the teams
  ['Medicina de família e comunidade', '225130'],
  ['Nefrologia', '225109'],
  ['Neurologia', '225112'],
  ['Nutrição', '223710'],
  ['Odontologia', '223208'],
  ['Oftalmologia', '225265'],
  ['Ortopedia e traumatologia', '225270'],
  ['Otorrinolaringologia', '225275'],
  ['Pediatria', '225124'],
  ['Pneumologia', '225127'],
  ['Psicologia', '251510'],
  ['Psiquiatria', '225133'],
  ['Reumatologia', '225136'],
  ['Terapia ocupacional', '223905'],
  ['Urologia', '225285'],
];

const { ESTADUAL, MUNICIPAL } = FeriadoAbrangencia;
/**
 * Holidays of Garanhuns/PE besides the national ones (computed). Sources are local press and
 * municipal laws as reported; the lead should confirm the ones marked "a confirmar" with the
 * municipality before a real deployment.
 */
const FERIADOS: { data: string; descricao: string; abrangencia: number; recorrente: boolean; facultativo: boolean }[] = [
  // Lei municipal 4.752/2021 restored 04/02 (elevation to city, 1879) as the municipal holiday
  { data: '2026-02-04', descricao: 'Aniversário de Garanhuns', abrangencia: MUNICIPAL, recorrente: true, facultativo: false },
  // Data Magna de Pernambuco (Revolução Pernambucana de 1817), state holiday (Lei estadual 13.835/2009; a confirmar)
  { data: '2026-03-06', descricao: 'Data Magna de Pernambuco', abrangencia: ESTADUAL, recorrente: true, facultativo: false },
  // "Dia de Garanhuns", creation of the Vila (Carta Régia de 10/03/1811): kept as ponto facultativo (a confirmar)
  { data: '2026-03-10', descricao: 'Dia de Garanhuns', abrangencia: MUNICIPAL, recorrente: true, facultativo: true },
  // Santo Antônio, patron of the cathedral and of the city (a confirmar)
  { data: '2026-06-13', descricao: 'Santo Antônio (padroeiro)', abrangencia: MUNICIPAL, recorrente: true, facultativo: false },
  // São João replaced São Pedro among the municipal holidays (Lei municipal 1.457/1970)
  { data: '2026-06-24', descricao: 'São João', abrangencia: MUNICIPAL, recorrente: true, facultativo: false },
  { data: '2026-12-24', descricao: 'Véspera de Natal', abrangencia: MUNICIPAL, recorrente: true, facultativo: true },
  { data: '2026-12-31', descricao: 'Véspera de Ano-Novo', abrangencia: MUNICIPAL, recorrente: true, facultativo: true },
  // Ash Wednesday moves with Easter: registered per year
  { data: '2026-02-18', descricao: 'Quarta-feira de Cinzas (até as 14h)', abrangencia: MUNICIPAL, recorrente: false, facultativo: true },
];

const LOTEAMENTOS: { nome: string; bairro: string; cep: string | null }[] = [
  { nome: 'Loteamento Parque dos Eucaliptos', bairro: 'Heliópolis', cep: '55296510' },
  { nome: 'Loteamento Jardim das Flores', bairro: 'Boa Vista', cep: '55292510' },
  { nome: 'Loteamento Vale do Mundaú', bairro: 'Magano', cep: null },
  { nome: 'Loteamento Cidade Jardim', bairro: 'Severiano Morais Filho', cep: null },
  { nome: 'Loteamento Morada do Sol', bairro: 'Aloísio Pinto', cep: '55292710' },
  { nome: 'Residencial Monte Sinai', bairro: 'São José', cep: null },
];

const SERVICOS: [nome: string, descricao: string, prazo: number | null][] = [
  ['Elétrica', 'Instalações elétricas, tomadas, iluminação e quadros de distribuição.', 3],
  ['Hidráulica', 'Vazamentos, torneiras, descargas, caixas d’água e esgoto.', 2],
  ['Refrigeração e ar-condicionado', 'Limpeza, recarga de gás e conserto de ar-condicionado, geladeiras e câmaras de vacina.', 2],
  ['Informática', 'Computadores, impressoras, rede e leitores biométricos.', 5],
  ['Equipamentos médicos', 'Manutenção preventiva e corretiva de autoclaves, monitores, cadeiras odontológicas e balanças.', 7],
  ['Marcenaria', 'Portas, armários, macas de madeira e mobiliário.', 10],
  ['Pintura', 'Pintura interna e externa das unidades.', 15],
];

/** A valid CNPJ from a 12-digit base (demo data only). */
function cnpjDemo(base12: string): string {
  const d1 = mod11Digit(base12, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit(base12 + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${base12}${d1}${d2}`;
}

/** Specialties, holidays, loteamentos and the maintenance registries of the demo municipality. */
export async function seedDiversosDemo(tx: Tx, ctx: SeedContexto) {
  await tx.insert(especialidade).values(ESPECIALIDADES.map(([nome, ocupacaoCodigo]) => ({ nome, ocupacaoCodigo })));
  await tx.insert(feriado).values(FERIADOS);

  // reuses the neighbourhoods of the address step; creates those it did not
  const nomes = [...new Set(LOTEAMENTOS.map((l) => l.bairro))];
  const existentes = await tx
    .select({ id: bairro.id, nome: bairro.nome })
    .from(bairro)
    .where(and(eq(bairro.municipioId, ctx.municipioId), inArray(bairro.nome, nomes)));
  const faltam = nomes.filter((n) => !existentes.some((b) => b.nome === n));
  const novos = faltam.length
    ? await tx
        .insert(bairro)
        .values(faltam.map((nome) => ({ nome, municipioId: ctx.municipioId })))
        .returning({ id: bairro.id, nome: bairro.nome })
    : [];
  const bairroId = new Map([...existentes, ...novos].map((b) => [b.nome, b.id]));
  await tx.insert(loteamento).values(LOTEAMENTOS.map((l) => ({ nome: l.nome, bairroId: bairroId.get(l.bairro) as number, cep: l.cep })));

  const servicos = await tx
    .insert(servicoManutencao)
    .values(SERVICOS.map(([nome, descricao, prazoAtendimentoDias]) => ({ nome, descricao, prazoAtendimentoDias })))
    .returning({ id: servicoManutencao.id, nome: servicoManutencao.nome });
  const servicoId = (nome: string) => servicos.find((s) => s.nome === nome)?.id as number;
  const empresas = await tx
    .insert(unidadeExecutanteManutencao)
    .values([
      {
        nome: 'Agreste Manutenção Predial Ltda',
        cnpj: cnpjDemo('418273650001'),
        telefone: '8737621540',
        email: 'contato@agrestemanutencao.com.br',
        responsavel: 'Carlos Alberto Menezes',
      },
      {
        nome: 'TecMed Garanhuns Equipamentos Hospitalares',
        cnpj: cnpjDemo('295107340001'),
        telefone: '87999121876',
        email: 'suporte@tecmedgaranhuns.com.br',
        responsavel: 'Juliana Ferraz Albuquerque',
      },
    ])
    .returning({ id: unidadeExecutanteManutencao.id, nome: unidadeExecutanteManutencao.nome });
  const [predial, tecmed] = empresas;
  await tx.insert(unidadeExecutanteManutencaoServico).values([
    ...['Elétrica', 'Hidráulica', 'Marcenaria', 'Pintura'].map((s) => ({
      unidadeExecutanteManutencaoId: predial.id,
      servicoManutencaoId: servicoId(s),
    })),
    ...['Equipamentos médicos', 'Refrigeração e ar-condicionado', 'Informática'].map((s) => ({
      unidadeExecutanteManutencaoId: tecmed.id,
      servicoManutencaoId: servicoId(s),
    })),
  ]);
}
