import { useQueryClient } from '@tanstack/react-query';
import { ApiError, type ArquivoOuJson } from '../../lib/api';
import { feedback } from '../../lib/feedback';
import { motivoDoErro, paraBase64 } from './assinatura.api';
import { type ArquivoParaAssinar, useAssinatura } from './use-assinatura';

/** What a module signs several of at once (laboratory results, imaging reports): how to get and store each. */
export interface DocumentosParaAssinar {
  /** The document's PDF to sign (naming the signer as responsible). */
  pdf: (id: number) => Promise<ArquivoOuJson<unknown>>;
  /** Stores the signed copy on its record (base64), which then is released. */
  guardar: (id: number, base64: string) => Promise<unknown>;
  /** The file name of one document (`resultado-12.pdf`). */
  arquivo: (id: number) => string;
  /** The document in the messages: singular and plural ('Resultado'/'resultados'). */
  nome: { um: string; varios: string };
  /** Lists to refresh after signing, besides the server tables. */
  consultas?: string[][];
}

/**
 * Signs several documents at once (issues 21 and 22): each one's PDF goes through the shared signing dialog (rest-pki,
 * PAdES with the user's A1) in one go, and each signed copy is stored back on its record. Resolves with the ids
 * stored; a refusal names the document it was about.
 */
export function useAssinarVarios(d: DocumentosParaAssinar) {
  const { assinar, dialogo } = useAssinatura();
  const queryClient = useQueryClient();

  const assinarVarios = async (ids: number[]): Promise<number[]> => {
    let arquivos: ArquivoParaAssinar[];
    try {
      arquivos = await Promise.all(
        ids.map(async (id) => {
          const r = await d.pdf(id);
          if (r.tipo !== 'arquivo') throw new Error('resposta sem arquivo');
          return { nome: d.arquivo(id), conteudo: new Blob([r.blob], { type: 'application/pdf' }) };
        }),
      );
    } catch (e) {
      feedback.notification.error({
        title: 'Assinatura',
        description: motivoDoErro(e, `Não foi possível gerar o PDF do ${d.nome.um.toLowerCase()}.`),
      });
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
            await d.guardar(id, await paraBase64(a.data));
          } catch (e) {
            if (e instanceof ApiError && e.status < 500)
              throw new ApiError(e.status, { ...e.body, message: `${d.nome.um} ${id}: ${motivoDoErro(e, 'recusado')}` });
            throw e;
          }
          guardados.add(id);
        }
      },
    });
    if (resultado === 'assinado')
      feedback.notification.success({
        title: 'Sucesso',
        description: guardados.size > 1 ? `${guardados.size} ${d.nome.varios} assinados e liberados.` : `${d.nome.um} assinado e liberado.`,
      });
    void queryClient.invalidateQueries({ queryKey: ['datatable'] });
    for (const q of d.consultas ?? []) void queryClient.invalidateQueries({ queryKey: q });
    return [...guardados];
  };

  return { assinarVarios, dialogo };
}
