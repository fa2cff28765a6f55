/** Where an online payment lands: the confirmation page, told to wait for the payment. */
export const confirmationPath = (orderId: number) => `/checkout/confirmation/${orderId}?payment=online`;
