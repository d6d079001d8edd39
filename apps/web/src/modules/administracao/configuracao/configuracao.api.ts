import type { Configuracao, ConfiguracaoMeta } from '@saude/shared';
import { api } from '../../../lib/api';

interface Campo extends ConfiguracaoMeta {
  chave: keyof Configuracao;
  padrao: unknown;
}
export interface MunicipioOpcao {
  id: number;
  nome: string;
  uf: string;
  label: string;
}
/** GET …/edit, read by the settings-by-group page (ParametrizacaoPage); PUT saves the keys. */
export interface ConfiguracaoEdit {
  form: { campos: Campo[]; logotipo: string | null; municipio: MunicipioOpcao | null };
  model: Configuracao & { smtpSenhaDefinida: boolean };
}

export const URL_CONFIGURACAO = '/api/administracao/configuracao';
export const salvarMunicipio = (municipioId: number) =>
  api.put<{ municipio: MunicipioOpcao }>(`${URL_CONFIGURACAO}/municipio`, { municipioId });
export const enviarLogotipo = (dataUrl: string) => api.put<{ logotipo: string }>(`${URL_CONFIGURACAO}/logotipo`, { logotipo: dataUrl });

export function lerComoDataUrl(file: File): Promise<string> {
  return new Promise((ok, falha) => {
    const leitor = new FileReader();
    leitor.onload = () => ok(String(leitor.result));
    leitor.onerror = () => falha(leitor.error);
    leitor.readAsDataURL(file);
  });
}
