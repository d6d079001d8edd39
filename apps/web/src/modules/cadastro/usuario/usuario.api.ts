import type { CertificadoA1 } from '../../../components/assinatura/CertificadoA1Section';
import { api } from '../../../lib/api';

const base = '/api/cadastro/usuario';

export interface CentroCustoOpcao {
  id: number;
  nome: string;
  setorNome: string;
  label: string;
}

export interface LotacaoModelo {
  id: number;
  infraestruturaId: number;
  rotulo: string;
  ocupacaoCodigo: string | null;
  ocupacaoNome: string | null;
  centroCustoIds: number[];
  papelIds: number[];
}

export type Certificado = CertificadoA1;

/** Page-local calls of the user registry (spec 001 §7 "usuario"). */
export const usuarioApi = {
  centrosCusto: (infraestruturaId: number) =>
    api.get<{ data: CentroCustoOpcao[] }>(`${base}/centros-custo`, { query: { infraestruturaId } }).then((r) => r.data),
  cidadao: (cpf: string) =>
    api
      .get<{
        data: {
          nome: string;
          dataNascimento: string | null;
          email: string | null;
          usuarioId: number | null;
          usuarioLogin: string | null;
        } | null;
      }>(`${base}/cidadao/${cpf}`)
      .then((r) => r.data),
  gerarSenha: (id: number) => api.post<{ senha: string }>(`${base}/${id}/gerar-senha`).then((r) => r.senha),
  certificado: (id: number) => api.get<{ data: Certificado | null }>(`${base}/${id}/assinatura`).then((r) => r.data),
  enviarCertificado: (id: number, arquivo: File, senha: string) => {
    const dados = new FormData();
    dados.append('arquivo', arquivo, arquivo.name);
    dados.append('senha_certificado', senha);
    return api.post<{ data: Certificado }>(`${base}/${id}/assinatura`, dados).then((r) => r.data);
  },
  excluirCertificado: (id: number) => api.delete<void>(`${base}/${id}/assinatura`),
  baixarCertificado: (id: number) => api.get<Blob>(`${base}/${id}/assinatura/download`),
};
