import { PERGUNTAS_ASSINATURA } from '@saude/shared';
import { paraBase64 } from '../../../components/assinatura/assinatura.api';
import { useAssinatura } from '../../../components/assinatura/use-assinatura';
import { confirmDialog } from '../../../components/confirm';
import { ApiError } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { atendimentoMedicoApi } from './atendimento-medico.api';

export const MENSAGEM_PDF_INDISPONIVEL =
  'Não foi possível gerar a FAA para assinatura. Tente de novo ou assine depois em Assinaturas pendentes.';

/**
 * After saving (spec 001 §2 prompts): "Atendimento salvo. Deseja assinar?". Assinar signs the complete FAA
 * with the professional's certificate and stores the signed copy with the evaluation; "Assinar depois" asks
 * "Deseja realmente assinar depois?". Either way the screen then goes back to the queue (`concluir`).
 */
export function useAssinarFaa(concluir: () => void) {
  const { assinar, dialogo } = useAssinatura();

  const perguntar = (atendimentoId: number, atendimentoMedicoId: number) => {
    const depois = () =>
      confirmDialog({
        content: PERGUNTAS_ASSINATURA.assinarDepois,
        onConfirm: concluir,
        onCancel: () => perguntar(atendimentoId, atendimentoMedicoId),
      });

    const assinarAgora = async () => {
      let pdf: Blob;
      let nome = `faa-${atendimentoId}.pdf`;
      try {
        const r = await atendimentoMedicoApi.pdfDaFaa(atendimentoId);
        if (r.tipo !== 'arquivo') throw new Error('resposta sem arquivo');
        pdf = r.blob.type === 'application/pdf' ? r.blob : new Blob([r.blob], { type: 'application/pdf' });
        if (r.nome !== 'arquivo') nome = r.nome;
      } catch (e) {
        const motivo = e instanceof ApiError && e.status < 500 && e.body.message ? e.body.message : MENSAGEM_PDF_INDISPONIVEL;
        feedback.notification.error({ key: 'faa-assinatura', title: 'Assinatura', description: motivo });
        perguntar(atendimentoId, atendimentoMedicoId);
        return;
      }
      const { resultado } = await assinar({
        arquivos: [{ nome, conteudo: pdf }],
        // a failure here stays in the dialog with its message, and "Assinar" tries again from this step
        aposAssinar: async ([assinado]) => {
          if (!assinado) return;
          await atendimentoMedicoApi.guardarFaaAssinada(atendimentoMedicoId, assinado.fileName, await paraBase64(assinado.data));
        },
        perguntarDownload: false,
      });
      if (resultado === 'assinado') {
        feedback.notification.success({ title: 'Sucesso', description: 'FAA assinada e guardada no atendimento.' });
        concluir();
      } else if (resultado === 'pulado') concluir();
      else perguntar(atendimentoId, atendimentoMedicoId);
    };

    confirmDialog({
      title: 'Assinatura',
      content: PERGUNTAS_ASSINATURA.atendimentoSalvo,
      okText: 'Assinar',
      cancelText: PERGUNTAS_ASSINATURA.botaoAssinarDepois,
      onConfirm: () => {
        void assinarAgora();
      },
      onCancel: depois,
    });
  };

  return { perguntar, dialogo };
}
