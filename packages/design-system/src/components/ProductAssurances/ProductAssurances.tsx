import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckCircleIcon, PackageIcon, WrenchIcon } from '../../icons/index.tsx';
import { identity } from '../../internal/identity.ts';
import { Assurance, ProductAssurancesRoot } from './ProductAssurances.styles.ts';

export type ProductAssurancesProps = Omit<ComponentPropsWithRef<'ul'>, 'children'> & {
  /** The maker's warranty in months; none is shown at 0. */
  warrantyMonths: number;
  /** Whether we install it at home free of charge. */
  freeInstallation: boolean;
  /** Whether its service and repairs use only genuine Nirmal parts. */
  genuineParts: boolean;
  /** Names the list for assistive technology. @default 'Assured with this product' */
  label?: string;
  /** Text of the warranty badge for its months. @default (months) => '1-year warranty', '6-month warranty' */
  warrantyLabel?: (months: number) => string;
  /** @default 'Free installation' */
  freeInstallationLabel?: ReactNode;
  /** @default 'Genuine Nirmal parts' */
  genuinePartsLabel?: ReactNode;
};

const defaultWarrantyLabel = (months: number) =>
  months % 12 === 0 ? `${months / 12}-year warranty` : `${months}-month warranty`;

/**
 * What a product comes with, as the catalogue says it is true for it: the warranty, free
 * installation at home and genuine parts for its service. Only those that hold are shown; nothing
 * renders when none does.
 */
export function ProductAssurances({
  warrantyMonths,
  freeInstallation,
  genuineParts,
  label = 'Assured with this product',
  warrantyLabel = defaultWarrantyLabel,
  freeInstallationLabel = 'Free installation',
  genuinePartsLabel = 'Genuine Nirmal parts',
  ...rest
}: ProductAssurancesProps) {
  const assurances = [
    warrantyMonths > 0 && { id: 'warranty', icon: <CheckCircleIcon />, text: warrantyLabel(warrantyMonths) },
    freeInstallation && { id: 'installation', icon: <WrenchIcon />, text: freeInstallationLabel },
    genuineParts && { id: 'parts', icon: <PackageIcon />, text: genuinePartsLabel },
  ].filter((assurance) => assurance !== false);
  if (assurances.length === 0) return null;
  return (
    <ProductAssurancesRoot aria-label={label} {...rest} {...identity('ProductAssurances')}>
      {assurances.map(({ id, icon, text }) => (
        <Assurance key={id} data-assurance={id}>
          {icon}
          {text}
        </Assurance>
      ))}
    </ProductAssurancesRoot>
  );
}
