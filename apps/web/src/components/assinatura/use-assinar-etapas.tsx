import { PERGUNTAS_ASSINATURA } from '@saude/shared';
import { ApiError, type ArquivoOuJson } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import { confirmDialog } from '../confirm';
import { motivoDoErro, paraBase64 } from './assinatura.api';
import { type ArquivoParaAssinar, useAssinatura } from './use-assinatura';

/** A document of one step: where its PDF comes from and where its signed copy is kept. */
export interface DocumentoParaAssinar {
  /** The file name when the print gives none. */
  nome: string;
  /** How the user tells it apart when one of several signed copies is refused. */
  rotulo: string;
  pdf: () => Promise<ArquivoOuJson<unknown>>;
  guardar: (nomeArquivo: string, arquivo: string) => Promise<unknown>;
}

/** One prompt of spec 001 §2 ("Atendimento salvo. Deseja assinar?") and what its "Assinar" signs. */
export interface EtapaDeAssinatura {
  pergunta: string;
  documentos: DocumentoParaAssinar[];
  pdfIndisponivel: string;
  sucesso: string;
}

async function arquivoDe(d: DocumentoParaAssinar): Promise<ArquivoParaAssinar> {
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
 * The prompts after saving a clinical record (spec 001 §2), core since issue 17 (emergency care, outpatient
 * clinic): each step asks its question; "Assinar" signs all its documents in one go and keeps the signed copies,
 * "Assinar depois" asks "Deseja realmente assinar depois?" (they stay in Assinaturas pendentes) and goes on.
 */
export function useAssinarEtapas() {
  const { assinar, dialogo } = useAssinatura();

  const perguntar = (etapa: EtapaDeAssinatura, seguir: () => void) => {
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

  /** The steps one after the other, then `concluir`. */
  const emSequencia = (etapas: EtapaDeAssinatura[], concluir: () => void) => {
    const [primeira, ...resto] = etapas;
    if (!primeira) return concluir();
    perguntar(primeira, () => emSequencia(resto, concluir));
  };

  return { perguntar, emSequencia, dialogo };
}
