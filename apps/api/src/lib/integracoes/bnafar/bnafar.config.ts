import type { Queryable } from '../../../db/client.js';
import type { Cifra } from '../../cifra.js';
import { lerConfiguracao } from '../../configuracao.js';
import type { BnafarPort } from './bnafar.port.js';
import { criarBnafarSoap } from './bnafar.soap.js';

/**
 * The service addresses of manual v2.8 (formats §4.4: the WSDLs without `?wsdl`). The Ministry's examples post the
 * batch operations to the same address as the single ones; a municipality told otherwise fills the address setting.
 */
export const ENDERECOS_BNAFAR = {
  homologacao: 'http://horusws.treinamento.saude.gov.br/horus-ws-service/HorusWSService/HorusWS',
  producao: 'http://horusws.saude.gov.br/horus-ws-service/HorusWSService/HorusWS',
} as const;
export type AmbienteBnafar = keyof typeof ENDERECOS_BNAFAR;

export const BNAFAR_NAO_CONFIGURADO =
  'O envio ao BNAFAR não está configurado: informe o usuário e a senha do web service em Administração › Configurações › Integração BNAFAR. Enquanto isso, baixe o XML da posição.';
export const BNAFAR_SENHA_ILEGIVEL = 'A senha do BNAFAR guardada não pôde ser lida: informe-a novamente em Administração › Configurações.';

export type ConfiguracaoBnafar =
  | { configurado: true; ambiente: AmbienteBnafar; endereco: string; usuario: string; senha: string }
  | { configurado: false; ambiente: AmbienteBnafar; motivo: string };

/**
 * The municipality's BNAFAR account (Administração › Configurações, group "Integração BNAFAR"; decision 0015): the
 * password decrypted here only, for the call; without user and password the submissions are downloads only.
 */
export async function lerConfiguracaoBnafar(tx: Queryable, cifra: Cifra): Promise<ConfiguracaoBnafar> {
  const c = await lerConfiguracao(tx);
  const ambiente: AmbienteBnafar = c.bnafarProducao ? 'producao' : 'homologacao';
  if (!c.bnafarUsuario || !c.bnafarSenha) return { configurado: false, ambiente, motivo: BNAFAR_NAO_CONFIGURADO };
  const senha = cifra.decifrar(c.bnafarSenha);
  if (senha === null) return { configurado: false, ambiente, motivo: BNAFAR_SENHA_ILEGIVEL };
  return { configurado: true, ambiente, endereco: c.bnafarEndereco || ENDERECOS_BNAFAR[ambiente], usuario: c.bnafarUsuario, senha };
}

/** The port of a configured municipality (today the SOAP adapter; the REST one joins when a state confirms it). */
export const bnafarDoMunicipio = (c: Extract<ConfiguracaoBnafar, { configurado: true }>): BnafarPort =>
  criarBnafarSoap({ endereco: c.endereco, usuario: c.usuario, senha: c.senha });
