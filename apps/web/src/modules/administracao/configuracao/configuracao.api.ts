import type {
  configuracaoEdicaoSchema,
  configuracaoFusoHorarioRespostaSchema,
  configuracaoLogotipoRespostaSchema,
  configuracaoMunicipioRespostaSchema,
  municipioOpcaoSchema,
  Resposta,
} from '@saude/shared';
import { api } from '../../../lib/api';

export type MunicipioOpcao = Resposta<typeof municipioOpcaoSchema>;
/** GET …/edit, read by the settings-by-group page (ParametrizacaoPage); PUT saves the keys. */
export type ConfiguracaoEdit = Resposta<typeof configuracaoEdicaoSchema>;

export const URL_CONFIGURACAO = '/api/administracao/configuracao';
export const salvarMunicipio = (municipioId: number) =>
  api.put<Resposta<typeof configuracaoMunicipioRespostaSchema>>(`${URL_CONFIGURACAO}/municipio`, { municipioId });
export const salvarFusoHorario = (fusoHorario: string) =>
  api.put<Resposta<typeof configuracaoFusoHorarioRespostaSchema>>(`${URL_CONFIGURACAO}/fuso-horario`, { fusoHorario });
export const enviarLogotipo = (dataUrl: string) =>
  api.put<Resposta<typeof configuracaoLogotipoRespostaSchema>>(`${URL_CONFIGURACAO}/logotipo`, { logotipo: dataUrl });

export function lerComoDataUrl(file: File): Promise<string> {
  return new Promise((ok, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => ok(String(leitor.result));
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsDataURL(file);
  });
}
