import { PERGUNTAS_ASSINATURA } from '@saude/shared';
import { type EtapaDeAssinatura as Etapa, useAssinarEtapas } from '../../../components/assinatura/use-assinar-etapas';
import { type AtendimentoSalvo, atendimentoMedicoApi } from './atendimento-medico.api';

export const MENSAGEM_PDF_INDISPONIVEL =
  'Não foi possível gerar a FAA para assinatura. Tente de novo ou assine depois em Assinaturas pendentes.';
export const MENSAGEM_RECEITA_INDISPONIVEL =
  'Não foi possível gerar a receita para assinatura. Tente de novo ou assine depois em Assinaturas pendentes.';

const etapaFaa = ({ atendimentoId, atendimentoMedico }: AtendimentoSalvo): Etapa => ({
  pergunta: PERGUNTAS_ASSINATURA.atendimentoSalvo,
  documentos: [
    {
      nome: `faa-${atendimentoId}.pdf`,
      rotulo: 'FAA',
      pdf: () => atendimentoMedicoApi.pdfDaFaa(atendimentoId),
      guardar: (nome, arquivo) => atendimentoMedicoApi.guardarFaaAssinada(atendimentoMedico.id, nome, arquivo),
    },
  ],
  pdfIndisponivel: MENSAGEM_PDF_INDISPONIVEL,
  sucesso: 'FAA assinada e guardada no atendimento.',
});

// the ids come in the order of the form, so "Receita 2" is the second receita the doctor wrote
const etapaReceitas = (receitas: number[]): Etapa => ({
  pergunta: PERGUNTAS_ASSINATURA.receitaMedica,
  documentos: receitas.map((id, i) => ({
    nome: `receita-${id}.pdf`,
    rotulo: `Receita ${i + 1}`,
    pdf: () => atendimentoMedicoApi.pdfDaReceita(id),
    guardar: (nome, arquivo) => atendimentoMedicoApi.guardarReceitaAssinada(id, nome, arquivo),
  })),
  pdfIndisponivel: MENSAGEM_RECEITA_INDISPONIVEL,
  sucesso: receitas.length > 1 ? 'Receitas assinadas e guardadas no atendimento.' : 'Receita assinada e guardada no atendimento.',
});

/**
 * After saving (spec 001 §2 prompts): "Atendimento salvo. Deseja assinar?" signs the complete FAA; then, when
 * the evaluation wrote prescriptions, "Deseja assinar a receita médica?" signs them all in one go. Each step's
 * "Assinar depois" asks "Deseja realmente assinar depois?" (the documents stay in Assinaturas pendentes) and
 * goes on. After the last step the screen goes back to the queue (`concluir`).
 */
export function useAssinarAtendimento(concluir: () => void) {
  // the prompts themselves are core (components/assinatura/use-assinar-etapas): the outpatient clinic asks the same
  const { emSequencia, dialogo } = useAssinarEtapas();
  const perguntarAposSalvar = (salvo: AtendimentoSalvo) =>
    emSequencia(salvo.receitas.length ? [etapaFaa(salvo), etapaReceitas(salvo.receitas)] : [etapaFaa(salvo)], concluir);
  return { perguntar: perguntarAposSalvar, dialogo };
}
