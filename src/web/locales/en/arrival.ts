// Arrival information (issue 26, decision 040): the host writes it in the property form; a booked
// guest reads it on the stay's card in My Trips from 48 hours before arriving.

export const arrivalUi = {
  form: {
    label: 'Arrival instructions',
    hint: 'Gate code, where to park, quiet hours. Only guests with a confirmed booking see this, from 48 hours before they arrive.',
  },
  trip: {
    title: 'Arrival instructions',
    later: 'Arrival instructions appear 48 hours before you arrive.',
  },
};
