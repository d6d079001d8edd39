import { z } from 'zod';
import { f } from '../../resource/fields.js';

/**
 * Households of patients (spec 001 §7 "paciente: domicilio, save and remove residente"). The
 * coded answers use the e-SUS APS (LEDI, Cadastro Domiciliar e Territorial) codes, so a later
 * export of the household record needs no translation.
 */
export const PERMISSAO_DOMICILIO = {
  visualizar: 'visualizar-cadastro-paciente',
  editar: 'editar-cadastro-paciente',
} as const;

/** e-SUS LEDI localizacao (zona). */
export const DOMICILIO_ZONA = [
  { id: 83, nome: 'Urbana' },
  { id: 84, nome: 'Rural' },
  { id: 205, nome: 'Periurbana' },
] as const;

/** e-SUS LEDI tipoDeDomicilio. */
export const DOMICILIO_TIPO = [
  { id: 85, nome: 'Casa' },
  { id: 86, nome: 'Apartamento' },
  { id: 87, nome: 'Cômodo' },
  { id: 88, nome: 'Outro' },
] as const;

/** e-SUS LEDI abastecimentoDeAgua. */
export const DOMICILIO_ABASTECIMENTO_AGUA = [
  { id: 89, nome: 'Rede encanada até o domicílio' },
  { id: 90, nome: 'Poço ou nascente no domicílio' },
  { id: 91, nome: 'Cisterna' },
  { id: 92, nome: 'Carro-pipa' },
  { id: 120, nome: 'Outro' },
] as const;

/** e-SUS LEDI destinoLixo. */
export const DOMICILIO_DESTINO_LIXO = [
  { id: 93, nome: 'Coletado' },
  { id: 94, nome: 'Queimado ou enterrado' },
  { id: 95, nome: 'Céu aberto' },
  { id: 96, nome: 'Outro' },
] as const;

const ids = (lista: readonly { id: number }[]) => lista.map((i) => i.id);
const opcionalEnum = (label: string, lista: readonly { id: number }[]) => f.opcional(f.enumeracao(label, ids(lista)));

/** The address and living conditions of a household (create and update share it). */
export const domicilioSchema = z
  .object({
    logradouroId: f.referencia('Logradouro'),
    numero: f.textoOpcional('Número', { max: 10 }),
    semNumero: f.booleano().default(false),
    complemento: f.textoOpcional('Complemento', { max: 100 }),
    referencia: f.textoOpcional('Ponto de referência', { max: 150 }),
    loteamentoId: f.opcional(f.referencia('Loteamento')),
    zona: f.enumeracao('Zona', ids(DOMICILIO_ZONA)),
    tipoDomicilio: opcionalEnum('Tipo de domicílio', DOMICILIO_TIPO),
    numeroComodos: f.opcional(f.inteiro('Número de cômodos', { min: 1, max: 99 })),
    abastecimentoAgua: opcionalEnum('Abastecimento de água', DOMICILIO_ABASTECIMENTO_AGUA),
    destinoLixo: opcionalEnum('Destino do lixo', DOMICILIO_DESTINO_LIXO),
    energiaEletrica: f.booleano().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.semNumero && !v.numero) ctx.addIssue({ code: 'custom', path: ['numero'], message: 'Informe o número ou marque "Sem número".' });
  });
export type DomicilioInput = z.output<typeof domicilioSchema>;

/** Creating a household from a patient: the patient becomes its first resident and responsible. */
export const domicilioCriarSchema = domicilioSchema.and(z.object({ pacienteId: f.referencia('Paciente') }));

export const residenteSchema = z.object({
  pacienteId: f.referencia('Paciente'),
  responsavel: f.booleano().default(false),
});

/** Age in whole years on a date (both 'YYYY-MM-DD'); null without a birth date. */
export function idadeEmAnos(nascimento: string | null | undefined, hoje: string): number | null {
  if (!nascimento) return null;
  const [a, m, d] = nascimento.split('-').map(Number);
  const [ha, hm, hd] = hoje.split('-').map(Number);
  let idade = ha - a;
  if (hm < m || (hm === m && hd < d)) idade--;
  return idade;
}
