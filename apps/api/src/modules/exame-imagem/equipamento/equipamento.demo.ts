import { MODALIDADE_IMAGEM, MODULO_EXAME_IMAGEM, RECURSO_AGENDA, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import type { SeedContexto } from '../../../db/seed/municipio.js';
import { agoraLocal } from '../../agenda/index.js';

export const EQUIPAMENTO_RX_DEMO = 'Raio-X Digital — Sala 1';
export const EQUIPAMENTO_US_DEMO = 'Ultrassom — Sala 2';

/** The imaging exams the demo service performs: key → [name in the registry, SIGTAP, result days, preparation]. */
const EXAMES: Record<string, [nome: string, sigtap: string, prazo: number, preparo: string]> = {
  rxTorax: ['Radiografia de tórax (PA e perfil)', '0204030153', 2, 'Retirar colares, brincos e objetos metálicos do tórax.'],
  rxColuna: [
    'Radiografia de coluna lombo-sacra',
    '0204020069',
    2,
    'Na véspera, jantar leve; se possível, evacuar antes do exame. Retirar objetos metálicos da cintura.',
  ],
  usAbdome: [
    'Ultrassonografia de abdome total',
    '0205020046',
    3,
    'Jejum de 8 horas. Tomar 4 copos de água 1 hora antes e não urinar até o exame (bexiga cheia).',
  ],
  usObstetrica: [
    'Ultrassonografia obstétrica',
    '0205020143',
    1,
    'Até 12 semanas: bexiga cheia (4 copos de água 1 hora antes). Trazer o cartão da gestante e ultrassonografias anteriores.',
  ],
  usTireoide: ['Ultrassonografia de tireoide', '0205020127', 3, 'Não é necessário preparo. Evitar colares e roupas de gola alta.'],
};
export type ExameImagemDemo = keyof typeof EXAMES;

const MODELOS: { nome: string; exame: ExameImagemDemo; texto: string; conclusao: string }[] = [
  {
    nome: 'US abdome total normal',
    exame: 'usAbdome',
    texto: [
      'Paciente: [PACIENTE], [IDADE], sexo [SEXO]. Exame: [EXAME], realizado em [DATA]. Solicitante: [SOLICITANTE].',
      '',
      'Exame realizado com transdutor convexo multifrequencial.',
      'Fígado de dimensões normais, contornos regulares e ecotextura homogênea. Não há lesões focais.',
      'Vesícula biliar normodistendida, de paredes finas, sem cálculos no interior.',
      'Vias biliares intra e extra-hepáticas de calibre normal.',
      'Pâncreas de dimensões e ecotextura preservadas nas porções visualizadas.',
      'Baço homogêneo, de dimensões normais.',
      'Rins tópicos, de forma, dimensões e contornos normais, com boa diferenciação corticomedular. Não há dilatação pielocalicinal nem cálculos.',
      'Aorta abdominal de calibre normal. Ausência de líquido livre na cavidade.',
      'Bexiga com boa repleção, paredes finas e conteúdo anecoico.',
    ].join('\n'),
    conclusao: 'Ultrassonografia de abdome total dentro dos limites da normalidade.',
  },
  {
    nome: 'RX tórax normal',
    exame: 'rxTorax',
    texto: [
      'Paciente: [PACIENTE], [IDADE], sexo [SEXO]. Exame: [EXAME], realizado em [DATA]. Solicitante: [SOLICITANTE].',
      '',
      'Radiografias do tórax em incidências posteroanterior e perfil.',
      'Campos pleuropulmonares com transparência preservada, sem consolidações, nódulos ou massas.',
      'Seios costofrênicos livres.',
      'Área cardíaca dentro dos limites da normalidade (índice cardiotorácico menor que 0,5).',
      'Hilos pulmonares e mediastino de aspecto habitual. Traqueia centrada.',
      'Arcabouço ósseo e partes moles sem alterações.',
    ].join('\n'),
    conclusao: 'Radiografia de tórax sem alterações.',
  },
  {
    nome: 'US obstétrica 1º trimestre',
    exame: 'usObstetrica',
    texto: [
      'Paciente: [PACIENTE], [IDADE]. Exame: [EXAME], realizado em [DATA]. Solicitante: [SOLICITANTE].',
      '',
      'Exame realizado por via abdominal (e transvaginal, se necessário).',
      'Útero gravídico, de contornos regulares.',
      'Saco gestacional tópico, de implantação corporal, com contornos regulares.',
      'Embrião único, com batimentos cardíacos presentes e rítmicos. Frequência cardíaca embrionária: ___ bpm.',
      'Comprimento cabeça-nádega (CCN): ___ mm, correspondendo a ___ semanas e ___ dias.',
      'Vesícula vitelínica de aspecto habitual. Reação decidual homogênea.',
      'Ovários de aspecto habitual. Ausência de líquido livre no fundo de saco.',
    ].join('\n'),
    conclusao: 'Gestação tópica, única, com embrião vivo, compatível com ___ semanas e ___ dias pelo CCN.',
  },
  {
    nome: 'US tireoide normal',
    exame: 'usTireoide',
    texto: [
      'Paciente: [PACIENTE], [IDADE], sexo [SEXO]. Exame: [EXAME], realizado em [DATA]. Solicitante: [SOLICITANTE].',
      '',
      'Exame realizado com transdutor linear de alta frequência.',
      'Tireoide tópica, de forma e dimensões normais, contornos regulares e ecotextura homogênea.',
      'Lobo direito: ___ x ___ x ___ cm. Lobo esquerdo: ___ x ___ x ___ cm. Istmo: ___ cm.',
      'Não há nódulos ou cistos. Vascularização ao Doppler colorido preservada.',
      'Ausência de linfonodomegalias cervicais.',
    ].join('\n'),
    conclusao: 'Ultrassonografia de tireoide dentro dos limites da normalidade.',
  },
];

const um = async (tx: Tx, q: ReturnType<typeof sql>) => (await tx.execute(q)).rows[0] as Record<string, unknown> | undefined;

/**
 * The registries of the demo imaging service (issue 22) at the Policlínica Municipal: an X-ray and an ultrasound
 * equipment, the imaging exams of the registry with their preparation (created if the exam demo lacks one), an
 * agenda per equipment (Monday to Friday 07:00–12:00, X-ray every 15 min, ultrasound every 20 min, valid from 60
 * days ago), the radiologist's own ultrasound agenda and the report templates. Idempotent: a second run finds what
 * the first created.
 */
export async function seedCadastrosImagemDemo(tx: Tx, ctx: SeedContexto) {
  const policlinica = ctx.unidades.get('Policlínica Municipal');
  if (!policlinica) throw new Error('seed exame-imagem: unidade Policlínica Municipal não encontrada');
  const { hoje } = agoraLocal();

  const exames = {} as Record<ExameImagemDemo, number>;
  for (const [chave, [nome, sigtap, prazo, preparo]] of Object.entries(EXAMES) as [ExameImagemDemo, (typeof EXAMES)[string]][]) {
    const existente = await um(tx, sql`select id from exame where tipo = 2 and procedimento_codigo = ${sigtap} order by id limit 1`);
    const linha =
      existente ??
      (await um(
        tx,
        sql`insert into exame (nome, tipo, procedimento_codigo, prazo_resultado_dias, jejum, jejum_horas)
            values (${nome}, 2, ${sigtap}, ${prazo}, ${chave === 'usAbdome'}, ${chave === 'usAbdome' ? 8 : null}) returning id`,
      ));
    exames[chave] = Number(linha?.id);
    // the slip prints the preparation: the demo's exams get theirs where the registry has none
    await tx.execute(sql`update exame set instrucoes_preparo = ${preparo} where id = ${exames[chave]} and instrucoes_preparo is null`);
  }

  const equipamento = async (nome: string, modalidade: number, fabricanteModelo: string, patrimonio: string, aeTitle: string) => {
    const e =
      (await um(tx, sql`select id from img_equipamento where nome = ${nome}`)) ??
      (await um(
        tx,
        sql`insert into img_equipamento (nome, modalidade, unidade_id, fabricante_modelo, patrimonio, ae_title)
            values (${nome}, ${modalidade}, ${policlinica}, ${fabricanteModelo}, ${patrimonio}, ${aeTitle}) returning id`,
      ));
    return Number(e?.id);
  };
  const rx = await equipamento(EQUIPAMENTO_RX_DEMO, MODALIDADE_IMAGEM.radiografia, 'Philips DigitalDiagnost C90', 'PM-004512', 'RXSALA1');
  const us = await equipamento(EQUIPAMENTO_US_DEMO, MODALIDADE_IMAGEM.ultrassonografia, 'GE Logiq P9', 'PM-004513', 'USSALA2');

  const ativa =
    (await um(tx, sql`select id from jornada_situacao where nome = 'Ativa' and permite_agendamento limit 1`)) ??
    (await um(tx, sql`insert into jornada_situacao (nome) values ('Ativa') returning id`));
  const sala = async (nome: string) =>
    Number((await um(tx, sql`select id from infraestrutura where nome = ${nome} and unidade_id = ${policlinica} limit 1`))?.id) || null;
  const agenda = async (
    recursoTipo: number,
    recursoId: number,
    duracao: number,
    vagas: number,
    infraestruturaId: number | null,
    obs: string,
  ) => {
    const j =
      (await um(
        tx,
        sql`select id from jornada where modulo = ${MODULO_EXAME_IMAGEM} and recurso_tipo = ${recursoTipo} and recurso_id = ${recursoId} order by id limit 1`,
      )) ??
      (await um(
        tx,
        sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, situacao_id, dias_semana, hora_inicio,
                                 hora_fim, duracao_minutos, vigencia_inicio, vagas_primeira_vez, aberta_outras_unidades, observacao)
            values (${MODULO_EXAME_IMAGEM}, ${recursoTipo}, ${recursoId}, ${policlinica}, ${infraestruturaId}, ${Number(ativa?.id)},
                    '{1,2,3,4,5}'::smallint[], '07:00:00', '12:00:00', ${duracao}, ${somarDias(hoje, -60)}, ${vagas}, true, ${obs})
            returning id`,
      ));
    return Number(j?.id);
  };
  const jornadas = {
    rx: await agenda(
      RECURSO_AGENDA.EQUIPAMENTO,
      rx,
      15,
      20,
      await sala('Sala de Raio-X'),
      'Chegar com 15 minutos de antecedência, com o pedido médico e documento com foto.',
    ),
    us: await agenda(
      RECURSO_AGENDA.EQUIPAMENTO,
      us,
      20,
      15,
      await sala('Sala de Ultrassonografia'),
      'Chegar com 15 minutos de antecedência; seguir o preparo do exame indicado no comprovante.',
    ),
  };
  // the radiologist's own agenda (ultrasound on Tuesday and Thursday afternoons), beside the equipments'
  const radiologista = ctx.usuarios.get('radiologista');
  if (radiologista) {
    const existente = await um(
      tx,
      sql`select id from jornada where modulo = ${MODULO_EXAME_IMAGEM} and recurso_tipo = ${RECURSO_AGENDA.PROFISSIONAL} and recurso_id = ${radiologista}`,
    );
    if (!existente)
      await tx.execute(sql`insert into jornada (modulo, recurso_tipo, recurso_id, unidade_id, infraestrutura_id, situacao_id, dias_semana,
                             hora_inicio, hora_fim, duracao_minutos, vigencia_inicio, vagas_primeira_vez, aberta_outras_unidades, observacao)
        values (${MODULO_EXAME_IMAGEM}, ${RECURSO_AGENDA.PROFISSIONAL}, ${radiologista}, ${policlinica}, ${await sala('Sala de Ultrassonografia')},
                ${Number(ativa?.id)}, '{2,4}'::smallint[], '13:00:00', '17:00:00', 30, ${somarDias(hoje, -30)}, 8, true,
                'Ultrassonografias com o radiologista (casos encaminhados).')`);
  }

  for (const m of MODELOS)
    await tx.execute(sql`insert into img_modelo_laudo (nome, modalidade, exame_id, texto, conclusao)
      values (${m.nome}, ${m.exame.startsWith('rx') ? MODALIDADE_IMAGEM.radiografia : MODALIDADE_IMAGEM.ultrassonografia}, ${exames[m.exame]},
              ${m.texto}, ${m.conclusao})
      on conflict on constraint img_modelo_laudo_nome_uq do nothing`);

  return { equipamentos: { rx, us }, jornadas, exames };
}
