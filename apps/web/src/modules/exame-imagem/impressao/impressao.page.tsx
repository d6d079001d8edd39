import { ListaImpressaoLaudos } from './ListaImpressaoLaudos';

/** exame-imagem/impressao/index (issue 22): the signed reports not yet printed; print one or several (one PDF). */
export default function ImpressaoLaudosImagemPage() {
  return (
    <ListaImpressaoLaudos
      tela="impressao"
      titulo="Impressão de laudos"
      subTitulo="Laudos assinados ainda não impressos. Selecione um ou vários para imprimir em um só PDF."
    />
  );
}
