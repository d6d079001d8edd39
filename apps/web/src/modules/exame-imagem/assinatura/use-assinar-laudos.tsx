import { useQueryClient } from '@tanstack/react-query';
import { motivoDoErro, paraBase64 } from '../../../components/assinatura/assinatura.api';
import { type ArquivoParaAssinar, useAssinatura } from '../../../components/assinatura/use-assinatura';
import { ApiError } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { laudoImagemApi } from './laudo-imagem.api';

/**
 * Signs several imaging reports at once (issue 22, as the laboratory's results): each report's PDF (naming the
 * radiologist on the signature line) goes through the shared signing dialog (rest-pki, PAdES with his A1) in one
 * go, and each signed copy is stored back on its report, which then is released. Resolves with the ids stored.
 */
export function useAssinarLaudos() {
  const { assinar, dialogo } = useAssinatura();
  const queryClient = useQueryClient();

  const assinarLaudos = async (ids: number[]): Promise<number[]> => {
    let arquivos: ArquivoParaAssinar[];
    try {
      arquivos = await Promise.all(
        ids.map(async (id) => {
          const r = await laudoImagemApi.pdfParaAssinar(id);
          if (r.tipo !== 'arquivo') throw new Error('resposta sem arquivo');
          return { nome: `laudo-${id}.pdf`, conteudo: new Blob([r.blob], { type: 'application/pdf' }) };
        }),
      );
    } catch (e) {
      feedback.notification.error({ title: 'Assinatura', description: motivoDoErro(e, 'Não foi possível gerar o PDF do laudo.') });
      return [];
    }
    const guardados = new Set<number>();
    const { resultado } = await assinar({
      arquivos,
      perguntarDownload: false,
      aposAssinar: async (assinados) => {
        for (const [i, a] of assinados.entries()) {
          const id = ids[i];
          if (id == null || guardados.has(id)) continue;
          try {
            await laudoImagemApi.guardarAssinado(id, await paraBase64(a.data));
          } catch (e) {
            if (e instanceof ApiError && e.status < 500)
              throw new ApiError(e.status, { ...e.body, message: `Laudo ${id}: ${motivoDoErro(e, 'recusado')}` });
            throw e;
          }
          guardados.add(id);
        }
      },
    });
    if (resultado === 'assinado')
      feedback.notification.success({
        title: 'Sucesso',
        description: guardados.size > 1 ? `${guardados.size} laudos assinados e liberados.` : 'Laudo assinado e liberado.',
      });
    void queryClient.invalidateQueries({ queryKey: ['datatable'] });
    void queryClient.invalidateQueries({ queryKey: ['img-assinar-profissionais'] });
    return [...guardados];
  };

  return { assinarLaudos, dialogo };
}
