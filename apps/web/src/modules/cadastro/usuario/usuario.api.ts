import type {
  certificadoUsuarioRespostaSchema,
  certificadoUsuarioSalvoSchema,
  LotacaoDoUsuario,
  Resposta,
  senhaGeradaSchema,
  usuarioCentrosCustoSchema,
  usuarioCidadaoSchema,
} from '@saude/shared';
import { api } from '../../../lib/api';

const base = '/api/cadastro/usuario';

/** A saved placement as the edit model carries it. */
export type LotacaoModelo = LotacaoDoUsuario;

/** Page-local calls of the user registry (spec 001 §7 "usuario"). */
export const usuarioApi = {
  centrosCusto: (infraestruturaId: number) =>
    api.get<Resposta<typeof usuarioCentrosCustoSchema>>(`${base}/centros-custo`, { query: { infraestruturaId } }).then((r) => r.data),
  cidadao: (cpf: string) => api.get<Resposta<typeof usuarioCidadaoSchema>>(`${base}/cidadao/${cpf}`).then((r) => r.data),
  gerarSenha: (id: number) => api.post<Resposta<typeof senhaGeradaSchema>>(`${base}/${id}/gerar-senha`).then((r) => r.senha),
  certificado: (id: number) => api.get<Resposta<typeof certificadoUsuarioRespostaSchema>>(`${base}/${id}/assinatura`).then((r) => r.data),
  enviarCertificado: (id: number, arquivo: File, senha: string) => {
    const dados = new FormData();
    dados.append('arquivo', arquivo, arquivo.name);
    dados.append('senha_certificado', senha);
    return api.post<Resposta<typeof certificadoUsuarioSalvoSchema>>(`${base}/${id}/assinatura`, dados).then((r) => r.data);
  },
  excluirCertificado: (id: number) => api.delete<void>(`${base}/${id}/assinatura`),
  baixarCertificado: (id: number) => api.get<Blob>(`${base}/${id}/assinatura/download`),
};
