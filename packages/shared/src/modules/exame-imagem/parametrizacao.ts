import { z } from 'zod';
import { f } from '../../resource/fields.js';
import { w } from '../../wire.js';

/** The imaging settings of the municipality (exame-imagem/parametrizacao, img_parametrizacao). */
export const parametrizacaoImagemSchema = z.object({
  mensagemComprovante: f.textoOpcional('Mensagem do comprovante', { max: 1000 }),
  cabecalhoLaudo: f.textoOpcional('Cabeçalho do laudo', { max: 1000 }),
  rodapeLaudo: f.textoOpcional('Rodapé do laudo', { max: 1000 }),
  prazoLaudoDias: f.inteiro('Prazo do laudo (dias)', { min: 0, max: 90 }),
  bloquearAcimaCota: f.booleano(),
  imprimirSomenteAssinado: f.booleano(),
});
export type ParametrizacaoImagemEntrada = z.infer<typeof parametrizacaoImagemSchema>;

export const parametrizacaoImagemModelo = z.object({
  mensagemComprovante: z.string().nullable(),
  cabecalhoLaudo: z.string().nullable(),
  rodapeLaudo: z.string().nullable(),
  prazoLaudoDias: z.number(),
  bloquearAcimaCota: z.boolean(),
  imprimirSomenteAssinado: z.boolean(),
  atualizadoEm: w.instante.nullable(),
});
export type ParametrizacaoImagem = z.infer<typeof parametrizacaoImagemModelo>;
