import { PERGUNTAS_ASSINATURA } from '@saude/shared';
import { paraBase64 } from '../../../components/assinatura/assinatura.api';
import { type ArquivoParaAssinar, useAssinatura } from '../../../components/assinatura/use-assinatura';
import { confirmDialog } from '../../../components/confirm';
import { ApiError, type ArquivoOuJson } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { motivoDoErro } from '../assinatura-eletronica/assinatura-eletronica.api';
import { type AtendimentoSalvo, atendimentoMedicoApi } from './atendimento-medico.api';

export const MENSAGEM_PDF_INDISPONIVEL =
  'Não foi possível gerar a FAA para assinatura. Tente de novo ou assine depois em Assinaturas pendentes.';
export const MENSAGEM_RECEITA_INDISPONIVEL =
  'Não foi possível gerar a receita para assinatura. Tente de novo ou assine depois em Assinaturas pendentes.';

/** A document of one step: where its PDF comes from and where its signed copy is kept. */
interface Documento {
  /** The file name when the print gives none. */
  nome: string;
  /** How the user tells it apart when one of several signed copies is refused. */
  rotulo: string;
  pdf: () => Promise<ArquivoOuJson<unknown>>;
  guardar: (nomeArquivo: string, arquivo: string) => Promise<unknown>;
}

/** One prompt of spec 001 §2 and what its "Assinar" signs. */
interface Etapa {
  pergunta: string;
  documentos: Documento[];
  pdfIndisponivel: string;
  sucesso: string;
}

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

async function arquivoDe(d: Documento): Promise<ArquivoParaAssinar> {
  const r = await d.pdf();
  if (r.tipo !== 'arquivo') throw new Error('resposta sem arquivo');
  const conteudo = r.blob.type === 'application/pdf' ? r.blob : new Blob([r.blob], { type: 'application/pdf' });
  return { nome: r.nome === 'arquivo' ? d.nome : r.nome, conteudo };
}

/**
 * The signing dialog shows an ApiError's message: a 422 carries its reason in the field, under a generic
 * message, and with several documents the user must know which one was refused.
 */
function recusaLegivel(e: unknown, rotulo: string | null): unknown {
  if (!(e instanceof ApiError) || e.status >= 500) return e;
  const motivo = motivoDoErro(e, '');
  if (!motivo) return e;
  return new ApiError(e.status, { ...e.body, message: rotulo ? `${rotulo}: ${motivo}` : motivo });
}

/**
 * After saving (spec 001 §2 prompts): "Atendimento salvo. Deseja assinar?" signs the complete FAA; then, when
 * the evaluation wrote prescriptions, "Deseja assinar a receita médica?" signs them all in one go. Each step's
 * "Assinar depois" asks "Deseja realmente assinar depois?" (the documents stay in Assinaturas pendentes) and
 * goes on. After the last step the screen goes back to the queue (`concluir`).
 */
export function useAssinarAtendimento(concluir: () => void) {
  const { assinar, dialogo } = useAssinatura();

  const perguntar = (etapa: Etapa, seguir: () => void) => {
    const denovo = () => perguntar(etapa, seguir);

    const assinarAgora = async () => {
      let arquivos: ArquivoParaAssinar[];
      try {
        arquivos = await Promise.all(etapa.documentos.map(arquivoDe));
      } catch (e) {
        const motivo = motivoDoErro(e, etapa.pdfIndisponivel);
        feedback.notification.error({ key: 'assinatura-atendimento', title: 'Assinatura', description: motivo });
        denovo();
        return;
      }
      const varios = etapa.documentos.length > 1;
      // "Assinar" again after a refused copy stores only the ones not yet kept (the dialog keeps the signed files)
      const guardados = new Set<number>();
      const { resultado } = await assinar({
        arquivos,
        // a failure here stays in the dialog with its message: "Assinar" tries again, "Não assinar" leaves it pending
        aposAssinar: async (assinados) => {
          for (const [i, assinado] of assinados.entries()) {
            const documento = etapa.documentos[i];
            if (!documento || guardados.has(i)) continue;
            try {
              await documento.guardar(assinado.fileName, await paraBase64(assinado.data));
            } catch (e) {
              throw recusaLegivel(e, varios ? documento.rotulo : null);
            }
            guardados.add(i);
          }
        },
        perguntarDownload: false,
      });
      if (resultado === 'assinado') {
        feedback.notification.success({ title: 'Sucesso', description: etapa.sucesso });
        seguir();
      } else if (resultado === 'pulado') seguir();
      else denovo();
    };

    confirmDialog({
      title: 'Assinatura',
      content: etapa.pergunta,
      okText: 'Assinar',
      cancelText: PERGUNTAS_ASSINATURA.botaoAssinarDepois,
      onConfirm: () => {
        void assinarAgora();
      },
      onCancel: () => confirmDialog({ content: PERGUNTAS_ASSINATURA.assinarDepois, onConfirm: seguir, onCancel: denovo }),
    });
  };

  const perguntarAposSalvar = (salvo: AtendimentoSalvo) => {
    const depoisDaFaa = salvo.receitas.length ? () => perguntar(etapaReceitas(salvo.receitas), concluir) : concluir;
    perguntar(etapaFaa(salvo), depoisDaFaa);
  };

  return { perguntar: perguntarAposSalvar, dialogo };
}
