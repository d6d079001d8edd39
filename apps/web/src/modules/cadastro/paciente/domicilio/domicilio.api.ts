import type { domicilioDoPacienteSchema, Resposta } from '@saude/shared';
import { api } from '../../../../lib/api';

type DoPaciente = Resposta<typeof domicilioDoPacienteSchema>;
export type Domicilio = NonNullable<DoPaciente['data']>;
export type Residente = Domicilio['residentes'][number];
export type DomicilioForm = DoPaciente['form'];
export type Opcao = DomicilioForm['zonas'][number];

export type DomicilioValores = Omit<Domicilio, 'id' | 'logradouro' | 'loteamento' | 'logradouroNome' | 'cep' | 'bairroNome' | 'residentes'>;

/** The patient's own address (cadastro/paciente), offered when the household is created. */
export type SugestaoEndereco = NonNullable<DoPaciente['sugestao']>;

const base = '/api/cadastro/paciente/domicilio';

export const domicilioApi = {
  doPaciente: (pacienteId: number) => api.get<DoPaciente>(`/api/cadastro/paciente/${pacienteId}/domicilio`),
  criar: (pacienteId: number, valores: DomicilioValores) => api.post<Domicilio>(base, { ...valores, pacienteId }),
  atualizar: (id: number, valores: DomicilioValores) => api.put<Domicilio>(`${base}/${id}`, valores),
  adicionar: (id: number, pacienteId: number) => api.post<Domicilio>(`${base}/${id}/residente`, { pacienteId }),
  remover: (id: number, pacienteId: number) => api.delete<Domicilio>(`${base}/${id}/residente/${pacienteId}`),
  responsavel: (id: number, pacienteId: number) => api.put<Domicilio>(`${base}/${id}/responsavel/${pacienteId}`),
};
