import { Modal, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { MOBILE_QUERY } from "../../app/theme.ts";
import { useRecord } from "./common/queries.ts";
import { PurchaseActions } from "./PurchaseActions.tsx";
import { PurchaseDetails } from "./PurchaseDetails.tsx";
import type { Purchase } from "./purchases.api.ts";

interface PurchaseDetailsModalProps {
  row: Purchase | null;
  onClose: () => void;
  onEdit: (purchase: Purchase) => void;
}

/** 'Purchase Details': the list row at once, then the fresh record from the server. */
export function PurchaseDetailsModal({ row, onClose, onEdit }: PurchaseDetailsModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery(MOBILE_QUERY);
  const record = useRecord<Purchase>("purchases", row?.id ?? null);
  const purchase = record.data ?? row;
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("purchases.common.closeDialog") }}
      opened={row !== null}
      onClose={onClose}
      title={t("purchases.detailsTitle")}
      size="lg"
      fullScreen={isPhone}
      data-testid="purchase-details-modal"
    >
      {purchase && (
        <Stack gap="lg">
          <PurchaseDetails purchase={purchase} />
          <PurchaseActions purchase={purchase} onEdit={onEdit} onClose={onClose} />
        </Stack>
      )}
    </Modal>
  );
}
