import { Button, DescriptionList, Stack } from '@nirmal/design-system';
import { invoiceSupplyHeadings } from '@nirmal/domain';
import { formatDate, formatInrFromPaise } from '@nirmal/format';
import type { TaxInvoice as TaxInvoiceData } from '@nirmal/domain/contract';

const INVOICE_ID = 'tax-invoice';
const LINES_ID = 'tax-invoice-lines';

// Printing the order page prints the invoice alone: everything else is hidden on paper.
const printStyles = `
@media print {
  body * { visibility: hidden; }
  #${INVOICE_ID}, #${INVOICE_ID} * { visibility: visible; }
  #${INVOICE_ID} { position: absolute; inset: 0; padding: 0; font-size: 11pt; color: #000; }
  #${INVOICE_ID} [data-print="hide"] { display: none; }
}
#${INVOICE_ID} table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
#${INVOICE_ID} th, #${INVOICE_ID} td { border: 1px solid currentColor; padding: 0.25rem 0.375rem; text-align: start; vertical-align: top; }
#${INVOICE_ID} td[data-amount], #${INVOICE_ID} th[data-amount] { text-align: end; }
#${INVOICE_ID} .invoice-scroll { overflow-x: auto; }
`;

/**
 * The GST tax invoice of a paid order, with what CGST Rule 46 asks for: supplier and GSTIN, a
 * serial number, the date, recipient and place of supply, HSN (SAC for services), taxable value
 * and tax per line (CGST and SGST within the supplier's state, IGST to another), and totals.
 * Prints on its own.
 */
export function TaxInvoice({ invoice }: { invoice: TaxInvoiceData }) {
  const intraState = invoice.supplyType === 'intra_state';
  const amount = (paise: number) => formatInrFromPaise(paise);
  const { caption, codeHeading } = invoiceSupplyHeadings(invoice.lines);
  return (
    <Stack as="section" gap={3} id={INVOICE_ID} aria-labelledby="tax-invoice-title">
      <style>{printStyles}</style>
      <Stack direction="row" justify="between" align="center" wrap>
        <h2 id="tax-invoice-title">Tax invoice</h2>
        <Button variant="secondary" data-print="hide" onClick={() => window.print()}>
          Print invoice
        </Button>
      </Stack>
      <DescriptionList
        items={[
          { label: 'Invoice number', value: invoice.invoiceNumber },
          { label: 'Invoice date', value: formatDate(invoice.invoiceDate) },
          {
            label: 'Supplier',
            value: `${invoice.supplier.name}, ${invoice.supplier.address}, ${invoice.supplier.state} (state code ${invoice.supplier.stateCode})`,
          },
          { label: 'Supplier GSTIN', value: invoice.supplier.gstin },
          {
            label: 'Billed to',
            value: `${invoice.recipient.name}, ${invoice.recipient.address}, ${invoice.recipient.state} (state code ${invoice.recipient.stateCode}), +91 ${invoice.recipient.phone}`,
          },
          {
            label: 'Place of supply',
            value: `${invoice.placeOfSupply.state} (${invoice.placeOfSupply.stateCode})`,
          },
          { label: 'Tax payable on reverse charge', value: invoice.reverseCharge ? 'Yes' : 'No' },
        ]}
      />
      {/* The table's title stays outside its scroller, so a phone never cuts it off. */}
      <h3 id={LINES_ID}>{caption}</h3>
      {/* Wider than a phone: it scrolls sideways, by touch or, focused, by the arrow keys. */}
      <div className="invoice-scroll" role="region" aria-labelledby={LINES_ID} tabIndex={0}>
        <table aria-labelledby={LINES_ID}>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">{codeHeading}</th>
              <th scope="col" data-amount>
                Qty
              </th>
              <th scope="col" data-amount>
                Taxable value
              </th>
              <th scope="col" data-amount>
                GST rate
              </th>
              {intraState ? (
                <>
                  <th scope="col" data-amount>
                    CGST
                  </th>
                  <th scope="col" data-amount>
                    SGST
                  </th>
                </>
              ) : (
                <th scope="col" data-amount>
                  IGST
                </th>
              )}
              <th scope="col" data-amount>
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td>{line.hsnCode}</td>
                <td data-amount>{line.quantity}</td>
                <td data-amount>{amount(line.taxableValuePaise)}</td>
                <td data-amount>{`${line.gstRatePercent}%`}</td>
                {intraState ? (
                  <>
                    <td data-amount>{amount(line.cgstPaise)}</td>
                    <td data-amount>{amount(line.sgstPaise)}</td>
                  </>
                ) : (
                  <td data-amount>{amount(line.igstPaise)}</td>
                )}
                <td data-amount>{amount(line.valuePaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td data-amount>{amount(invoice.totals.taxableValuePaise)}</td>
              <td />
              {intraState ? (
                <>
                  <td data-amount>{amount(invoice.totals.cgstPaise)}</td>
                  <td data-amount>{amount(invoice.totals.sgstPaise)}</td>
                </>
              ) : (
                <td data-amount>{amount(invoice.totals.igstPaise)}</td>
              )}
              <td data-amount>{amount(invoice.totals.totalPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      {invoice.exchangeValuePaise > 0 && (
        <p>{`Less the value of your old product taken in exchange: ${amount(invoice.exchangeValuePaise)}`}</p>
      )}
      <p>
        <strong>{`Amount charged: ${amount(invoice.amountChargedPaise)}`}</strong>
      </p>
    </Stack>
  );
}
