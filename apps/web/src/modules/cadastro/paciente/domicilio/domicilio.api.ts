import { api } from '../../../../lib/api';

export interface Opcao {
  id: number;
  nome: string;
}

export interface Residente {
  pacienteId: number;
  nome: string;
  nomeSocial: string | null;
  dataNascimento: string | null;
  idade: number | null;
  responsavel: boolean;
  dataEntrada: string;
}

export interface Domicilio {
  id: number;
  logradouroId: number;
  logradouro: { id: number; label: string };
  logradouroNome: string;
  cep: string;
  bairroNome: string;
  numero: string | null;
  semNumero: boolean;
  complemento: string | null;
  referencia: string | null;
  loteamentoId: number | null;
  loteamento: { id: number; label: string | null } | null;
  zona: number;
  tipoDomicilio: number | null;
  numeroComodos: number | null;
  abastecimentoAgua: number | null;
  destinoLixo: number | null;
  energiaEletrica: boolean;
  residentes: Residente[];
}

export interface DomicilioForm {
  zonas: Opcao[];
  tiposDomicilio: Opcao[];
  abastecimentosAgua: Opcao[];
  destinosLixo: Opcao[];
}

export type DomicilioValores = Omit<Domicilio, 'id' | 'logradouro' | 'loteamento' | 'logradouroNome' | 'cep' | 'bairroNome' | 'residentes'>;

/** The patient's own address (cadastro/paciente), offered when the household is created. */
export type SugestaoEndereco = Pick<Domicilio, 'logradouroId' | 'logradouro' | 'numero' | 'semNumero' | 'complemento' | 'referencia'> & {
  zona: number | null;
};

const base = '/api/cadastro/paciente/domicilio';

export const domicilioApi = {
  doPaciente: (pacienteId: number) =>
    api.get<{ form: DomicilioForm; data: Domicilio | null; sugestao?: SugestaoEndereco | null }>(
      `/api/cadastro/paciente/${pacienteId}/domicilio`,
    ),
  criar: (pacienteId: number, valores: DomicilioValores) => api.post<Domicilio>(base, { ...valores, pacienteId }),
  atualizar: (id: number, valores: DomicilioValores) => api.put<Domicilio>(`${base}/${id}`, valores),
  adicionar: (id: number, pacienteId: number) => api.post<Domicilio>(`${base}/${id}/residente`, { pacienteId }),
  remover: (id: number, pacienteId: number) => api.delete<Domicilio>(`${base}/${id}/residente/${pacienteId}`),
  responsavel: (id: number, pacienteId: number) => api.put<Domicilio>(`${base}/${id}/responsavel/${pacienteId}`),
};
