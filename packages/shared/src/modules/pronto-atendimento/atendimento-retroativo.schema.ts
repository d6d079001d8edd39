import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { isCidFormato } from '../../validation/codigos.js';
import { instanteValido } from '../../validation/datas.js';
import { mensagens } from '../../validation/messages.js';
import { zInstante, zObrigatorio } from '../../validation/zod-fields.js';
import { DESTINOS_QUE_ENCERRAM } from './clinico.js';
import { refinarPressao, SINAIS_VITAIS } from './triagem.schema.js';

/** How far back an attendance can be typed in after a downtime (contingência). */
export const RETROATIVO_MAX_DIAS = 30;
const DIA_MS = 86_400_000;

export const MENSAGENS_RETROATIVO = {
  chegadaFutura: 'A chegada deve ser anterior ao momento atual.',
  chegadaAntiga: `A chegada deve estar nos últimos ${RETROATIVO_MAX_DIAS} dias.`,
  altaAntesDaChegada: 'A alta deve ser posterior à chegada.',
  altaFutura: 'A alta não pode estar no futuro.',
  triagemSemCor: 'Informe a classificação de risco da triagem.',
  cidRepetido: 'O CID secundário repete o principal ou outro secundário.',
  sobreposicao: (numero: number | string) => `O paciente tem outro atendimento nesta unidade nesse período (FAA nº ${numero}).`,
  medicoInvalido: 'O médico deve ser um profissional desta unidade com ocupação médica (CBO 225).',
  salvo: (numero: number | string) => `Atendimento retroativo registrado. FAA nº ${numero}.`,
} as const;

const zCid = (label: string) =>
  zObrigatorio(label)
    .transform((v) => v.toUpperCase().replace(/\./g, ''))
    .refine(isCidFormato, mensagens.cid);

const instante = (v: unknown) => (typeof v === 'string' && instanteValido(v) ? Date.parse(v) : null);

/**
 * A retroactive attendance (atendimento-retroativo/create): after a downtime the paper FAA is typed in with
 * its arrival, an optional triage, the doctor's evaluation and the discharge. The period rules run even when
 * another field is missing, so the form and the 422 show every problem at once.
 */
export const atendimentoRetroativoSchema = z
  .object({
    pacienteId: f.referencia('Paciente'),
    chegadaEm: zInstante('Chegada'),
    // the triage is optional: its colour turns it on
    classificacaoRiscoId: f.opcional(f.referencia('Classificação de risco')),
    queixa: f.textoOpcional('Queixa principal', { max: 2000 }),
    ...SINAIS_VITAIS,
    medicoId: f.referencia('Médico'),
    anamnese: f.texto('Anamnese', { max: 10_000 }),
    exameFisico: f.textoOpcional('Exame físico', { max: 10_000 }),
    conduta: f.textoOpcional('Conduta', { max: 10_000 }),
    cidPrincipal: zCid('CID principal'),
    cidsSecundarios: z.preprocess((v) => v ?? [], z.array(zCid('CID secundário')).max(10, 'Selecione no máximo 10 itens')),
    destino: f.enumeracao('Destino', DESTINOS_QUE_ENCERRAM),
    destinoDetalhe: f.textoOpcional('Detalhe do destino', { max: 500 }),
    altaEm: zInstante('Alta'),
  })
  .superRefine(
    (v, ctx) => {
      const erro = (campo: string, message: string) => ctx.addIssue({ code: 'custom', path: [campo], message });
      const agora = Date.now();
      const chegada = instante(v.chegadaEm);
      const alta = instante(v.altaEm);
      if (chegada !== null && chegada >= agora) erro('chegadaEm', MENSAGENS_RETROATIVO.chegadaFutura);
      else if (chegada !== null && chegada < agora - RETROATIVO_MAX_DIAS * DIA_MS) erro('chegadaEm', MENSAGENS_RETROATIVO.chegadaAntiga);
      if (alta !== null && alta > agora) erro('altaEm', MENSAGENS_RETROATIVO.altaFutura);
      else if (alta !== null && chegada !== null && alta <= chegada) erro('altaEm', MENSAGENS_RETROATIVO.altaAntesDaChegada);

      // raw values when another field failed: every comparison reads them defensively
      const num = (x: unknown) => (typeof x === 'number' ? x : null);
      const triagem = v.classificacaoRiscoId != null;
      const sinais = Object.keys(SINAIS_VITAIS).map((k) => v[k as keyof typeof SINAIS_VITAIS]);
      if (!triagem && (v.queixa || sinais.some((s) => s != null))) erro('classificacaoRiscoId', MENSAGENS_RETROATIVO.triagemSemCor);
      if (triagem && !v.queixa) erro('queixa', mensagens.obrigatorio('Queixa principal'));
      refinarPressao({ paSistolica: num(v.paSistolica), paDiastolica: num(v.paDiastolica) }, ctx);

      const vistos = new Set([v.cidPrincipal]);
      for (const c of Array.isArray(v.cidsSecundarios) ? v.cidsSecundarios : []) {
        if (vistos.has(c)) erro('cidsSecundarios', MENSAGENS_RETROATIVO.cidRepetido);
        vistos.add(c);
      }
    },
    { when: () => true },
  );
export type AtendimentoRetroativo = z.infer<typeof atendimentoRetroativoSchema>;
