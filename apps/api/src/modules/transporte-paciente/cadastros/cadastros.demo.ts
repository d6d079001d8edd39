import { hojeIso, PROPRIEDADE_VEICULO, somarDias, TIPO_VEICULO } from '@saude/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCpf, type SeedContexto } from '../../../db/seed/municipio.js';

/**
 * The demo's fleet and registries of patient transport (issue 23), for Garanhuns-PE: 3 cars, 2 vans, a micro-bus with
 * wheelchair places and an ambulance; 5 drivers (one licence expiring in about 15 days); Recife, Caruaru and Arcoverde
 * with their places of care; 4 boarding points; 2 groups; 4 trip reasons with the SIGTAP TFD procedures; the recurring
 * trips to Recife (Mon–Fri 04:00, van) and Caruaru (Tue/Thu 05:30, car); the settings. Idempotent: each row is found
 * by its natural key (plate, licence, name) and updated, so a second run gives the same ids.
 */

/** Names other demos (bookings, trips) look up. */
export const DEMO_TRANSPORTE = {
  destinos: { recife: 'Recife', caruaru: 'Caruaru', arcoverde: 'Arcoverde' },
  jornadas: { recife: 'Recife — manhã (van)', caruaru: 'Caruaru — terça e quinta' },
  /** The driver whose licence expires in about 15 days (flagged orange). */
  condutorCnhVencendo: 'Antônio Ferreira Lima',
} as const;

type Veiculo = [
  placa: string,
  tipo: number,
  descricao: string,
  lugares: number,
  cadeirante: number,
  maca: number,
  acessivel: boolean,
  consumo: string,
];
const VEICULOS: Record<string, Veiculo> = {
  carro1: ['KHB-2031', TIPO_VEICULO.carro, 'Fiat Cronos 1.3 — branco', 4, 0, 0, false, '12.50'],
  carro2: ['PEG4C21', TIPO_VEICULO.carro, 'Chevrolet Spin 1.8 — prata', 6, 0, 0, false, '10.80'],
  carro3: ['QYZ-8812', TIPO_VEICULO.carro, 'Volkswagen Voyage 1.6 — branco', 4, 0, 0, false, '12.00'],
  van1: ['RGA2B34', TIPO_VEICULO.van, 'Renault Master Minibus — 15 lugares', 15, 0, 0, false, '8.50'],
  van2: ['RGA2B35', TIPO_VEICULO.van, 'Mercedes-Benz Sprinter 416 — 15 lugares', 15, 0, 0, false, '8.20'],
  microonibus: ['QZT5D67', TIPO_VEICULO.microonibus, 'Volare W9 — micro-ônibus acessível', 24, 2, 0, true, '5.50'],
  ambulancia: ['PFE-3390', TIPO_VEICULO.ambulancia, 'Fiat Ducato — ambulância de transporte', 2, 0, 1, true, '7.80'],
};

/** name, base of the CPF, CNH number, category, validity in days from the seed date. */
const CONDUTORES: [string, string, string, string, number][] = [
  ['José Carlos da Silva', '301204518', '04512378901', 'D', 760],
  [DEMO_TRANSPORTE.condutorCnhVencendo, '301204519', '05623489012', 'D', 15],
  ['Maria das Graças Souza', '301204520', '06734590123', 'B', 1100],
  ['Severino Alves de Oliveira', '301204521', '07845601234', 'AD', 540],
  ['Francisco de Assis Bezerra', '301204522', '08956712345', 'B', 1460],
];

const DESTINOS: [nome: string, ibge: number, km: number, min: number, locais: [string, string, string][]][] = [
  [
    DEMO_TRANSPORTE.destinos.recife,
    2611606,
    230,
    210,
    [
      ['Hospital da Restauração', 'Av. Gov. Agamenon Magalhães, s/n — Derby, Recife', '8131815400'],
      ['IMIP', 'Rua dos Coelhos, 300 — Boa Vista, Recife', '8121224100'],
      ['Hospital de Câncer de Pernambuco', 'Av. Cruz Cabugá, 1597 — Santo Amaro, Recife', '8132178000'],
    ],
  ],
  [
    DEMO_TRANSPORTE.destinos.caruaru,
    2604106,
    100,
    90,
    [
      ['Hospital Regional do Agreste', 'Rodovia BR-232, km 130 — Indianópolis, Caruaru', '8137196300'],
      ['Hospital Mestre Vitalino', 'Rodovia BR-104, km 62 — Caruaru', '8137282000'],
    ],
  ],
  [
    DEMO_TRANSPORTE.destinos.arcoverde,
    2601201,
    130,
    120,
    [['Hospital Regional Ruy de Barros Correia', 'Av. Cel. Antônio Japiassú, s/n — Arcoverde', '8738213100']],
  ],
];

const PONTOS: [string, string, string, string][] = [
  ['Central de Transporte Sanitário', 'Av. Santo Antônio, 200', 'Centro', 'Em frente à Secretaria Municipal de Saúde'],
  ['Praça Dom Moura', 'Praça Dom Moura, s/n', 'Centro', 'Ao lado da Catedral'],
  ['Terminal Rodoviário', 'Av. Caruaru, s/n', 'Heliópolis', 'Plataforma 3'],
  ['UBS Magano', 'Rua Pe. Agobar Valença, 45', 'Magano', 'Portão da unidade'],
];

const GRUPOS: [string, string][] = [
  ['Hemodiálise', 'Pacientes em terapia renal substitutiva, três vezes por semana'],
  ['Oncologia', 'Pacientes em quimioterapia e radioterapia'],
];

const MOTIVOS: [string, string][] = [
  ['Consulta ou exame especializado (TFD)', '0803010125'],
  ['Hemodiálise', '0803010168'],
  ['Radioterapia', '0803010150'],
  ['Tratamento com pernoite (ajuda de custo)', '0803010010'],
];

async function id(tx: Tx, q: SQL): Promise<number> {
  const { rows } = await tx.execute(q);
  return Number(rows[0]?.id);
}

export async function seedCadastrosTransporteDemo(tx: Tx, _ctx: SeedContexto) {
  const hoje = hojeIso();

  const veiculos = {} as Record<keyof typeof VEICULOS, number>;
  for (const [chave, [placa, tipo, descricao, lugares, cadeirante, maca, acessivel, consumo]] of Object.entries(VEICULOS)) {
    veiculos[chave as keyof typeof VEICULOS] = await id(
      tx,
      sql`insert into tp_veiculo (placa, tipo, descricao, lugares, lugares_cadeirante, lugares_maca, acessivel, propriedade, consumo_km_litro)
          values (${placa}, ${tipo}, ${descricao}, ${lugares}, ${cadeirante}, ${maca}, ${acessivel}, ${PROPRIEDADE_VEICULO.proprio}, ${consumo})
          on conflict (cliente_id, placa) do update set tipo = excluded.tipo, descricao = excluded.descricao, lugares = excluded.lugares,
            lugares_cadeirante = excluded.lugares_cadeirante, lugares_maca = excluded.lugares_maca, acessivel = excluded.acessivel
          returning id`,
    );
  }

  const condutores: Record<string, number> = {};
  for (const [nome, cpf, cnh, categoria, dias] of CONDUTORES) {
    condutores[nome] = await id(
      tx,
      sql`insert into tp_condutor (nome, cpf, telefone, cnh_numero, cnh_categoria, cnh_validade)
          values (${nome}, ${gerarCpf(cpf)}, ${`8799${cnh.slice(-7)}`}, ${cnh}, ${categoria}, ${somarDias(hoje, dias)})
          on conflict (cliente_id, cnh_numero) do update set nome = excluded.nome, cnh_categoria = excluded.cnh_categoria,
            cnh_validade = excluded.cnh_validade
          returning id`,
    );
  }

  const destinos: Record<string, number> = {};
  const locais: Record<string, number> = {};
  for (const [nome, ibge, km, min, lista] of DESTINOS) {
    const destinoId = await id(
      tx,
      sql`insert into tp_destino (nome, municipio_id, distancia_km, tempo_viagem_min) values (${nome}, ${ibge}, ${km}, ${min})
          on conflict (cliente_id, nome) do update set municipio_id = excluded.municipio_id, distancia_km = excluded.distancia_km,
            tempo_viagem_min = excluded.tempo_viagem_min
          returning id`,
    );
    destinos[nome] = destinoId;
    for (const [local, endereco, telefone] of lista) {
      locais[local] = await id(
        tx,
        sql`insert into tp_destino_local (destino_id, nome, endereco, telefone) values (${destinoId}, ${local}, ${endereco}, ${telefone})
            on conflict (destino_id, nome) do update set endereco = excluded.endereco, telefone = excluded.telefone returning id`,
      );
    }
  }

  const pontos: Record<string, number> = {};
  for (const [nome, endereco, bairro, referencia] of PONTOS) {
    pontos[nome] = await id(
      tx,
      sql`insert into tp_ponto (nome, endereco, bairro, referencia) values (${nome}, ${endereco}, ${bairro}, ${referencia})
          on conflict (cliente_id, nome) do update set endereco = excluded.endereco, bairro = excluded.bairro returning id`,
    );
  }

  const grupos: Record<string, number> = {};
  for (const [nome, descricao] of GRUPOS) {
    grupos[nome] = await id(
      tx,
      sql`insert into tp_grupo (nome, descricao) values (${nome}, ${descricao})
          on conflict (cliente_id, nome) do update set descricao = excluded.descricao returning id`,
    );
  }

  const motivos: Record<string, number> = {};
  for (const [nome, codigo] of MOTIVOS) {
    const existe = (await tx.execute(sql`select 1 from procedimento_sigtap where codigo = ${codigo}`)).rows.length > 0;
    motivos[nome] = await id(
      tx,
      sql`insert into tp_motivo (nome, procedimento_codigo) values (${nome}, ${existe ? codigo : null})
          on conflict (cliente_id, nome) do update set procedimento_codigo = excluded.procedimento_codigo returning id`,
    );
  }

  const jornada = (
    nome: string,
    destino: string,
    dias: number[],
    saida: string,
    tipo: number,
    veiculo: number,
    condutor: number,
    ponto: number,
  ) =>
    id(
      tx,
      sql`insert into tp_jornada (nome, destino_id, dias_semana, horario_saida, tipo_veiculo, veiculo_id, condutor_id, ponto_id)
          values (${nome}, ${destinos[destino]}, ${`{${dias.join(',')}}`}::smallint[], ${saida}, ${tipo}, ${veiculo}, ${condutor}, ${ponto})
          on conflict (cliente_id, nome) do update set destino_id = excluded.destino_id, dias_semana = excluded.dias_semana,
            horario_saida = excluded.horario_saida, tipo_veiculo = excluded.tipo_veiculo
          returning id`,
    );
  const central = pontos['Central de Transporte Sanitário'];
  const jornadas = {
    recife: await jornada(
      DEMO_TRANSPORTE.jornadas.recife,
      DEMO_TRANSPORTE.destinos.recife,
      [1, 2, 3, 4, 5],
      '04:00:00',
      TIPO_VEICULO.van,
      veiculos.van1,
      condutores['José Carlos da Silva'],
      central,
    ),
    caruaru: await jornada(
      DEMO_TRANSPORTE.jornadas.caruaru,
      DEMO_TRANSPORTE.destinos.caruaru,
      [2, 4],
      '05:30:00',
      TIPO_VEICULO.carro,
      veiculos.carro1,
      condutores['Maria das Graças Souza'],
      central,
    ),
  };

  await tx.execute(
    sql`insert into tp_parametrizacao (comprovante_acompanhante, mensagem_protocolo, mensagem_aviso, antecedencia_embarque_min)
        values (true, 'Apresente este comprovante ao motorista no embarque.',
                'Chegue ao ponto de embarque 30 minutos antes da saída, com documento com foto, Cartão SUS e o encaminhamento. Em caso de desistência, avise a Central de Transporte com antecedência.',
                30)
        on conflict (cliente_id) do nothing`,
  );

  return { veiculos, condutores, destinos, locais, pontos, grupos, motivos, jornadas };
}
