import type { EmitirSenhaInput, emissaoSenhaFormularioRespostaSchema, Resposta, SenhaEmitida } from '@saude/shared';
import { api, baixarArquivo } from '../../../lib/api';
import { imprimirPdf } from '../../../lib/impressao';

const base = '/api/painel-senha/emissao-senha';

/** The kiosk's calls (painel-senha/emissao-senha, issue 7), camelCased by the API client. */
export const emissaoSenhaApi = {
  formulario: () => api.get<Resposta<typeof emissaoSenhaFormularioRespostaSchema>>(`${base}/create`).then((r) => r.form),
  // the kiosk draws its own "Emitindo…" state: no full-page overlay over the citizen's screen
  emitir: (input: EmitirSenhaInput) => api.post<SenhaEmitida>(base, input, { loading: false }),
  /** The 8 cm printout (spec 001 §3 "Ticket printout"): opens in a window that prints and closes. */
  async imprimir(senhaId: number) {
    const r = await baixarArquivo(`/impressao/painel-senha/senha/${senhaId}`);
    if (r.tipo === 'arquivo') imprimirPdf(r.blob, r.nome);
  },
};
