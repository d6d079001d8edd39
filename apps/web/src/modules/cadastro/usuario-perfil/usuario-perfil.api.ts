import type {
  certificadoUsuarioRespostaSchema,
  certificadoUsuarioSalvoSchema,
  mensagemRespostaSchema,
  Resposta,
  UsuarioPerfil,
} from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FonteCertificado } from '../../../components/assinatura/CertificadoA1Section';
import { api } from '../../../lib/api';

export type { UsuarioPerfil };

const PATH = '/api/cadastro/usuario-perfil';
const CHAVE = ['cadastro', 'usuario-perfil'];

export function usePerfil() {
  return useQuery({ queryKey: CHAVE, queryFn: () => api.get<UsuarioPerfil>(PATH), staleTime: 0 });
}

export function useSalvarPerfil() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { email: string | null; telefone: string | null }) => api.put<UsuarioPerfil>(PATH, v),
    onSuccess: (perfil) => queryClient.setQueryData(CHAVE, perfil),
  });
}

export function useTrocarSenha(usuarioId: number) {
  return useMutation({
    mutationFn: (v: { senhaAtual: string; senha: string; confirmacaoSenha: string }) =>
      api.put<Resposta<typeof mensagemRespostaSchema>>(`/api/administracao/autenticacao/trocar-senha/${usuarioId}`, v),
  });
}

/** The user's own A1 certificate for the electronic signature (no download from here). */
export const certificadoProprio: FonteCertificado = {
  chave: [...CHAVE, 'assinatura'],
  carregar: () => api.get<Resposta<typeof certificadoUsuarioRespostaSchema>>(`${PATH}/assinatura`).then((r) => r.data),
  enviar: (arquivo, senha) => {
    const dados = new FormData();
    dados.append('arquivo', arquivo, arquivo.name);
    dados.append('senha_certificado', senha);
    return api.post<Resposta<typeof certificadoUsuarioSalvoSchema>>(`${PATH}/assinatura`, dados).then((r) => r.data);
  },
  excluir: () => api.delete<void>(`${PATH}/assinatura`),
};

/** 11 digits → 000.000.000-00; anything else as it came. */
export function mascararCpf(cpf: string | null): string {
  const d = cpf?.replace(/\D/g, '') ?? '';
  return d.length === 11 ? d.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4') : (cpf ?? '');
}

/** (00) 0000-0000 or (00) 00000-0000 while typing; the wire carries digits only. */
export function mascararTelefone(valor: string | null | undefined): string {
  const d = (valor ?? '').replace(/\D/g, '').slice(0, 11);
  if (d.length <= 2) return d.length ? `(${d}` : '';
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`;
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
}
