import { useQueryClient } from '@tanstack/react-query';
import { motivoDoErro, paraBase64 } from '../../../components/assinatura/assinatura.api';
import { type ArquivoParaAssinar, useAssinatura } from '../../../components/assinatura/use-assinatura';
import { ApiError } from '../../../lib/api';
import { feedback } from '../../../lib/feedback';
import { resultadoApi } from '../lancamento-resultado/resultado.api';

/**
 * Signs several results at once (issue 21): each result's PDF (naming the professional as responsible) goes through
 * the shared signing dialog (rest-pki, PAdES with his own A1 certificate) in one go, and each signed copy is stored
 * back on its result, which then becomes final. Resolves with the ids stored.
 */
export function useAssinarResultados() {
  const { assinar, dialogo } = useAssinatura();
  const queryClient = useQueryClient();

  const assinarResultados = async (ids: number[]): Promise<number[]> => {
    let arquivos: ArquivoParaAssinar[];
    try {
      arquivos = await Promise.all(
        ids.map(async (id) => {
          const r = await resultadoApi.pdfParaAssinar(id);
          if (r.tipo !== 'arquivo') throw new Error('resposta sem arquivo');
          return { nome: `resultado-${id}.pdf`, conteudo: new Blob([r.blob], { type: 'application/pdf' }) };
        }),
      );
    } catch (e) {
      feedback.notification.error({ title: 'Assinatura', description: motivoDoErro(e, 'Não foi possível gerar o PDF do resultado.') });
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
            await resultadoApi.guardarAssinado(id, await paraBase64(a.data));
          } catch (e) {
            if (e instanceof ApiError && e.status < 500)
              throw new ApiError(e.status, { ...e.body, message: `Resultado ${id}: ${motivoDoErro(e, 'recusado')}` });
            throw e;
          }
          guardados.add(id);
        }
      },
    });
    if (resultado === 'assinado')
      feedback.notification.success({
        title: 'Sucesso',
        description: guardados.size > 1 ? `${guardados.size} resultados assinados e liberados.` : 'Resultado assinado e liberado.',
      });
    void queryClient.invalidateQueries({ queryKey: ['datatable'] });
    void queryClient.invalidateQueries({ queryKey: ['lab-assinar'] });
    return [...guardados];
  };

  return { assinarResultados, dialogo };
}
