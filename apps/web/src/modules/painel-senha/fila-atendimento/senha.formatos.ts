import { esperaPorExtenso } from '../../../lib/dates';
import type { SenhaNaFila } from './senha.api';

const vezes = (n: number) => `${n} ${n === 1 ? 'vez' : 'vezes'}`;

/** "Chamada 2 vezes" / "Ainda não chamada". */
export const textoChamadas = (n: number) => (n > 0 ? `Chamada ${vezes(n)}` : 'Ainda não chamada');

/** The wait since the ticket was issued, in words (the battery's tooltip says the same). */
export const textoEspera = (s: SenhaNaFila) => `Aguardando há ${esperaPorExtenso(s.espera.total)}`;

/** HH:MM of an ISO instant, in the browser's (the municipality's) clock. */
export const hora = (iso: string) => new Date(iso).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit' });
